import { industryFromUrl } from "@/lib/attribution/rules";
import { industryName, knownIndustry } from "@/content/industries";
import { attributionSchema } from "@/lib/validation/attribution";
import { touchFrom } from "@/lib/attribution/capture";
import { getTopics } from "@/content";

jest.mock("server-only", () => ({}));

const touch = touchFrom({ href: "https://marque.com/contact", referrer: "", now: new Date("2026-03-01T00:00:00Z") });

describe("the industry a contact page URL names", () => {
  test("is read from ?industry= when it is a slug, else dropped", () => {
    expect(industryFromUrl("https://marque.com/contact?industry=gun-ranges")).toBe("gun-ranges");
    expect(industryFromUrl("https://marque.com/contact")).toBeNull();
    expect(industryFromUrl("https://marque.com/contact?industry=%3Cscript%3E")).toBeNull();
    expect(industryFromUrl("https://marque.com/contact?industry=Gun%20Ranges")).toBeNull();
    expect(industryFromUrl(`https://marque.com/contact?industry=${"a".repeat(81)}`)).toBeNull();
  });

  test("the schema takes a slug or nothing and refuses anything else", () => {
    expect(attributionSchema.parse({ first: touch, last: touch, industry: "gun-ranges" }).industry).toBe("gun-ranges");
    expect(attributionSchema.parse({ first: touch, last: touch }).industry).toBeUndefined();
    expect(attributionSchema.parse({ first: touch, last: touch, industry: "" }).industry).toBeNull();
    expect(attributionSchema.safeParse({ first: touch, last: touch, industry: "<b>" }).success).toBe(false);
  });

  test("only a topic of the hub is kept, named as the content names it", () => {
    expect(knownIndustry("marque", "gun-ranges")).toBe("gun-ranges");
    for (const page of getTopics("percymd").pages) expect(knownIndustry("percymd", page.slug)).toBe(page.slug);
    expect(knownIndustry("percymd", "gun-ranges")).toBeNull();
    expect(knownIndustry("marque", "no-such-page")).toBeNull();
    expect(industryName("marque", "gun-ranges")).toBe("Gun ranges");
  });
});
