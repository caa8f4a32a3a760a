import { Spinner } from "@/components/ui/spinner";

/** Loading shell with the card's shape, shown until the browser reads the query and storage. */
export function FunnelLoading({ title, label }: { title: string; label?: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <Spinner className="size-8 text-brand" label={label} />
    </div>
  );
}
