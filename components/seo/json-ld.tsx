import type { Thing, WithContext } from "schema-dts";

/** One JSON-LD block; "<" escaped so copy can never close the script element. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
