import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
}

/** The one h1 of a marketing page and its lead paragraph. */
export function PageHeader({ title, intro }: PageHeaderProps) {
  return (
    <header className="mb-10">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p> : null}
    </header>
  );
}
