/** Terms or privacy items as a definition list; every value is client text, rendered as text. */
export function TermList({ items, label }: { items: { term: string; detail: string }[]; label: string }) {
  return (
    <dl aria-label={label} className="mt-4 divide-y rounded-xl border">
      {items.map(({ term, detail }) => (
        <div key={term} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
