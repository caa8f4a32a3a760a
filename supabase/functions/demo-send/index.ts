// Edge Function demo-send: one demo text to the verified phone, into the outbox the Node server delivers from.
import { serveFunction } from "../_shared/host.ts";
import { demoTextSchema } from "../_shared/lib/validation/demo-text.ts";
import { sendDemoText } from "../_shared/lib/backend/core/demo.ts";

serveFunction(
  demoTextSchema,
  (input, deps, ctx) => sendDemoText(deps, input, ctx),
  (input) => [["demoMessagePerSession", input.to]],
);
