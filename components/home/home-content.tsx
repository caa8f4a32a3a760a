import type { Hub } from "@/lib/hubs";

/** Home page sections; shared by `/`, `/home` and the 404 page (DESIGN.md). */
export function HomeContent({ hub }: { hub: Hub }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-bold">Texting that works for {hub.name}</h1>
    </section>
  );
}
