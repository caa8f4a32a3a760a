import { NextResponse } from "next/server";
import { getBackend } from "@/lib/backend";
import { getHub } from "@/lib/hubs/registry";
import { checkOrigin, handle, requestCookies, isSecureRequest, requestContext } from "@/lib/http";
import { DEMO_PLATFORM_INTEREST, demoLeadSchema } from "@/lib/validation/demo";
import { enforce } from "../_lib/limits";
import { readDemoJson } from "../_lib/parse";
import { requireSession, writeSession } from "../_lib/session";

/** Step 3: who the prospect is; stored as a lead with the verified phone. */
export const POST = handle(async (request: Request) => {
  checkOrigin(request);
  const ctx = requestContext(request);
  const session = requireSession(requestCookies(request));
  await enforce("demoLeadPerSession", session.sid);
  const lead = await readDemoJson(request, demoLeadSchema);
  const { leadId } = await getBackend().submitContact(
    {
      name: lead.name,
      email: lead.email,
      phone: session.phone,
      company: lead.company,
      message: null,
      platform_interest: DEMO_PLATFORM_INTEREST,
      hub_id: getHub(ctx.hub).hubNumber,
      // No marketing consent is asked for in the demo, so none is recorded.
      email_signup: false,
      sms_signup: false,
      consent: [],
    },
    ctx,
  );
  const response = NextResponse.json({ success: true });
  writeSession(response, { ...session, leadId, name: lead.name }, isSecureRequest(request));
  return response;
});
