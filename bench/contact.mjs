// POST /api/contact under load: filled in once the contact route lands.
export async function benchContact({ log }) {
  log("contact benchmark: not available yet");
  return undefined;
}
