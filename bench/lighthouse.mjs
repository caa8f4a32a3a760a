// Lighthouse section: filled in once the lighthouse runner lands.
export async function runLighthouse({ log }) {
  log("lighthouse: not available yet");
  return [];
}
