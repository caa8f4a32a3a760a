import { renderToStaticMarkup } from "react-dom/server";
import { SampleMessages } from "@/components/topics/sample-messages";
import { TopicCta } from "@/components/topics/topic-cta";
import { getContent, getTopics } from "@/content";
import { ONBOARDING_FEE } from "@/content/constants";
import { HUB_IDS, HUBS } from "@/lib/hubs/registry";

/** What a topic page's cards say: who sends each sample, and what the plans cost. */
describe("topic page cards", () => {
  it.each(HUB_IDS)("%s: each sample card is headed by the business that sends it, not the hub", (hub) => {
    for (const page of getTopics(hub).pages) {
      const html = renderToStaticMarkup(<SampleMessages samples={page.samples} sender={page.sender} />);
      const headings = [...html.matchAll(/<p class="text-center[^"]*">([^<]*)<\/p>/g)].map((m) => m[1]);
      expect(headings).toEqual(
        page.samples.map((s) => `${(s.sender ?? page.sender).replace(/&/g, "&amp;")} · ${s.label}`),
      );
      for (const heading of headings) expect(heading.startsWith(`${HUBS[hub].name} `)).toBe(false);
    }
  });

  it.each(HUB_IDS)("%s: the call to action states the lowest plan's price and the onboarding fee", (hub) => {
    const { plans } = getContent(hub).pricing;
    const lowest = Math.min(...plans.map((p) => p.priceMonthly));
    for (const page of getTopics(hub).pages) {
      const html = renderToStaticMarkup(<TopicCta page={page} plans={plans} />);
      expect(html).toContain(`Plans start at $${lowest} a month.`);
      expect(html).toContain(`one-time ${ONBOARDING_FEE} onboarding fee`);
      expect(html).toContain('href="/pricing"');
    }
  });
});
