import { cookies } from "next/headers";
import type { Hub } from "@/lib/hubs";
import type { ProgramData } from "@/lib/validation/program";
import { ageGatePassed } from "@/lib/programs/age-cookie";
import { typedPhone } from "@/lib/programs/typed-phone";
import { AgeGateView } from "./age-gate-view";
import { ProgramPage, type ProgramPageQuery } from "./program-page";

export type PublicProgramQuery = ProgramPageQuery & { gate?: string | string[] };

/**
 * A published program's public page, per request: a gated program opens with
 * its age gate, and nothing it offers is in the page until the visitor's
 * signed cookie says an age was affirmed; then the page and its opt-in.
 */
export async function PublicProgramPage({
  program,
  hub,
  query,
}: {
  program: ProgramData;
  hub: Hub;
  query: PublicProgramQuery;
}) {
  const jar = await cookies();
  if (!ageGatePassed(jar, program)) {
    const refusal = typeof query.gate === "string" ? query.gate : undefined;
    return <AgeGateView program={program} hub={hub} refusal={refusal} />;
  }
  // A refused post without JavaScript comes back here with the phone it typed.
  const phone = query.error ? typedPhone(jar) : "";
  return (
    <ProgramPage
      program={program}
      hub={hub}
      query={query}
      typedPhone={phone}
      ageAffirmed={program.ageGate !== "none"}
    />
  );
}
