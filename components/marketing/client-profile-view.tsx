import { IntentLink as Link } from "@/components/site/intent-link";
import type { ClientProfile } from "@/content/clients";
import type { Hub } from "@/lib/hubs";
import { ClientLogo } from "./client-logo";

/** A client's page: name, logo, description, how to join, legal links. */
export function ClientProfileView({ client, hub }: { client: ClientProfile; hub: Hub }) {
  const base = `/clients/${client.id}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <header className="flex items-center gap-5">
        <ClientLogo client={client} />
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{client.name}</h1>
          <p className="mt-1 text-muted-foreground">
            {client.industry} · {client.location}
          </p>
        </div>
      </header>
      <p className="mt-8 text-lg">{client.description}</p>
      <section aria-labelledby="join-heading" className="mt-10 rounded-xl border p-6">
        <h2 id="join-heading" className="text-xl font-semibold">
          Get texts from {client.name}
        </h2>
        <p className="mt-2">
          Text <strong>{client.joinKeyword}</strong> to join. You will receive {client.messageTypes}. Message frequency
          varies. Message and data rates may apply. Reply HELP for help, STOP to cancel.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">Texting powered by {hub.name}.</p>
      </section>
      <nav aria-label={`${client.name} policies`} className="mt-8 flex gap-6">
        <Link className="text-brand underline" href={`${base}/terms`}>
          SMS terms
        </Link>
        <Link className="text-brand underline" href={`${base}/privacy`}>
          Privacy policy
        </Link>
      </nav>
    </div>
  );
}
