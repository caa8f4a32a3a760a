/**
 * Client registry: businesses whose SMS programs run on the
 * platform. Each gets /clients/{id} plus its own privacy and terms pages,
 * on every hub. `/donsbt` shows the donsbt client.
 */
export interface ClientProfile {
  id: string;
  name: string;
  /** One-paragraph description shown on the client page. */
  description: string;
  industry: string;
  location: string;
  /** Monogram logo, drawn as an SVG (no image request). */
  logo: { initials: string; background: string; foreground: string };
  /** What subscribers receive, for the SMS program terms. */
  messageTypes: string;
  /** Keyword that joins the program. */
  joinKeyword: string;
  supportEmail: string;
  supportPhone: string;
}

export const CLIENTS = [
  {
    id: "donsbt",
    name: "Don's Bait & Tackle",
    description:
      "A family-run bait, tackle and outdoor shop serving anglers and hunters since 1987. Subscribers get fishing reports, new-stock alerts and license-season reminders.",
    industry: "Hunting and fishing outfitter",
    location: "Lake Havasu City, AZ",
    logo: { initials: "DB", background: "#1F4E3D", foreground: "#FFFFFF" },
    messageTypes: "fishing reports, new-stock alerts, store events and license-season reminders",
    joinKeyword: "FISH",
    supportEmail: "texts@donsbaitandtackle.com",
    supportPhone: "(928) 555-0142",
  },
  {
    id: "harbor-cigar",
    name: "Harbor Cigar Lounge",
    description:
      "A members' cigar lounge with a walk-in humidor. Subscribers aged 21 and over hear about limited releases, pairing nights and lounge events first.",
    industry: "Cigar lounge",
    location: "Charleston, SC",
    logo: { initials: "HC", background: "#5A3214", foreground: "#FFFFFF" },
    messageTypes: "limited-release announcements, event invitations and hold confirmations",
    joinKeyword: "LOUNGE",
    supportEmail: "hello@harborcigar.com",
    supportPhone: "(843) 555-0188",
  },
  {
    id: "lakeside-dental",
    name: "Lakeside Family Dental",
    description:
      "A general and family dental practice. Patients receive appointment reminders and recall notices by text, with no health details in the message.",
    industry: "Dental office",
    location: "Madison, WI",
    logo: { initials: "LD", background: "#1D4E89", foreground: "#FFFFFF" },
    messageTypes: "appointment reminders, confirmations and recall notices",
    joinKeyword: "SMILE",
    supportEmail: "frontdesk@lakesidefamilydental.com",
    supportPhone: "(608) 555-0117",
  },
] as const satisfies readonly ClientProfile[];

export type ClientId = (typeof CLIENTS)[number]["id"];

export const CLIENT_IDS: readonly string[] = CLIENTS.map((c) => c.id);

export function getClient(id: string): ClientProfile | undefined {
  return CLIENTS.find((c) => c.id === id);
}
