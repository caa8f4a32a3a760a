import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface SearchFormProps {
  action: string;
  name: string;
  label: string;
  value?: string;
  placeholder?: string;
  /** Parameters kept across the search (e.g. the hub filter). */
  keep?: Record<string, string | undefined>;
}

/** A plain GET form: works without JavaScript and the result is a shareable address. */
export function SearchForm({ action, name, label, value, placeholder, keep = {} }: SearchFormProps) {
  return (
    <form method="get" action={action} role="search" className="flex w-full max-w-md gap-2">
      {Object.entries(keep).map(([key, v]) => (v ? <input key={key} type="hidden" name={key} value={v} /> : null))}
      <label htmlFor={`search-${name}`} className="sr-only">
        {label}
      </label>
      <input
        id={`search-${name}`}
        name={name}
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={200}
        className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
      />
      <Button type="submit" size="sm" variant="secondary">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
