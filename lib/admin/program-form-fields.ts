/**
 * The admin program form's fields (all text) as the JSON API takes them:
 * message types split on commas, sample messages one per line, the
 * frequency as a number unless it says "varies", the two colors as the
 * monogram. Used by the form's script and by the route for a post made
 * without JavaScript, so both send the same thing.
 */
export function programFromForm(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const copy = [
    "slug",
    "businessName",
    "brandName",
    "vertical",
    "city",
    "state",
    "website",
    "supportEmail",
    "supportPhone",
    "programName",
    "description",
    "number",
    "keyword",
    "ageGate",
  ];
  for (const key of copy) if (key in fields) out[key] = fields[key];
  if ("messageTypes" in fields)
    out.messageTypes = fields.messageTypes
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if ("sampleMessages" in fields)
    out.sampleMessages = fields.sampleMessages
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean);
  if ("frequency" in fields) {
    const f = fields.frequency.trim().toLowerCase();
    out.frequency = /^\d+$/.test(f) ? Number(f) : f;
  }
  if ("monogramBackground" in fields || "monogramForeground" in fields)
    out.monogram = { background: fields.monogramBackground, foreground: fields.monogramForeground };
  return out;
}
