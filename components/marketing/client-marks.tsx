import { IntentLink as Link } from "@/components/site/intent-link";

/** What a client mark needs: the client's page, its name and its monogram colors. */
export interface ClientMark {
  id: string;
  name: string;
  industry: string;
  logo: { initials: string; background: string; foreground: string };
}

/** Monograms of the businesses whose text programs run on the platform (no image request). */
export function ClientMarks({ clients, hubName }: { clients: readonly ClientMark[]; hubName: string }) {
  return (
    <section aria-labelledby="clients-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="clients-heading" className="text-center text-sm font-semibold text-muted-foreground">
        Text programs running on {hubName}
      </h2>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-10 gap-y-4" data-testid="client-marks">
        {clients.map((c) => (
          <li key={c.id}>
            <Link href={`/clients/${c.id}`} className="flex min-h-11 items-center gap-3 rounded-md hover:underline">
              <span
                className="font-heading flex size-11 items-center justify-center rounded-lg text-lg"
                style={{ background: c.logo.background, color: c.logo.foreground }}
                aria-hidden="true"
              >
                {c.logo.initials}
              </span>
              <span className="text-sm leading-tight">
                <span className="block font-semibold">{c.name}</span>
                <span className="text-muted-foreground">{c.industry}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
