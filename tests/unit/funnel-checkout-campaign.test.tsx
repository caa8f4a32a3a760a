import { campaignOf, carryCampaignToSignup, withSessionCampaign } from "@/lib/funnel/checkout-campaign";
import { ATTRIBUTION_KEY } from "@/lib/attribution/capture";
import { emptyTouch } from "@/lib/attribution/rules";
import type { Touch } from "@/lib/attribution/types";

function touch(values: Partial<Touch>): Touch {
  return { ...emptyTouch(), landing_path: "/", landed_at: "2026-11-25T12:00:00.000Z", ...values };
}

describe("the campaign a checkout carries", () => {
  it("is the last touch's utm values, else the first touch's, and never click ids", () => {
    const first = touch({ utm_source: "google", utm_medium: "cpc", gclid: "abc" });
    expect(campaignOf({ first, last: touch({ utm_source: "newsletter", utm_campaign: "fall" }) })).toEqual({
      utm_source: "newsletter",
      utm_campaign: "fall",
    });
    expect(campaignOf({ first, last: touch({ referrer_host: "news.example" }) })).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
    });
    expect(campaignOf(null)).toEqual({});
  });

  it("rides on the /signup link from this session's stored attribution, read (and recorded) on click", () => {
    window.history.replaceState(null, "", "/pricing?utm_source=podcast&utm_medium=audio&utm_campaign=launch");
    sessionStorage.removeItem(ATTRIBUTION_KEY);
    const href = withSessionCampaign("/signup?plan=pro");
    const url = new URL(href, window.location.origin);
    expect(href.startsWith("/signup?")).toBe(true);
    expect(url.searchParams.get("plan")).toBe("pro");
    expect(url.searchParams.get("utm_source")).toBe("podcast");
    expect(url.searchParams.get("utm_medium")).toBe("audio");
    expect(url.searchParams.get("utm_campaign")).toBe("launch");
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!).first.utm_source).toBe("podcast");
  });

  it("is added to a /signup link when it is clicked, and to no other link", () => {
    // This document's landing was recorded by the test above; a stored campaign is what the click reads.
    const radio = touch({ utm_source: "radio", utm_campaign: "spring" });
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify({ first: radio, last: radio }));
    document.body.innerHTML = `<a href="/signup?plan=pro"><span>SignUp</span></a><a href="/pricing">Pricing</a>`;
    const [signup, pricing] = Array.from(document.querySelectorAll("a"));
    for (const link of [signup, pricing]) link.addEventListener("click", (event) => event.preventDefault());
    const stop = carryCampaignToSignup();
    signup.querySelector("span")!.click();
    pricing.click();
    stop();
    const url = new URL(signup.href);
    expect(url.pathname).toBe("/signup");
    expect(url.searchParams.get("plan")).toBe("pro");
    expect(url.searchParams.get("utm_source")).toBe("radio");
    expect(url.searchParams.get("utm_campaign")).toBe("spring");
    expect(pricing.getAttribute("href")).toBe("/pricing");
  });
});
