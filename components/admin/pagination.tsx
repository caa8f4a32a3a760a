import Link from "next/link";
import { Button } from "@/components/ui/button";

export interface PaginationProps {
  /** The address of the previous and next pages (keyset cursors), or null at either end. */
  prevHref: string | null;
  nextHref: string | null;
}

/** Previous and next links of a keyset list: each page costs the same however deep. */
export function Pagination({ prevHref, nextHref }: PaginationProps) {
  if (!prevHref && !nextHref) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-end gap-2 text-sm">
      {prevHref ? (
        <Button asChild variant="outline" size="sm">
          <Link href={prevHref} rel="prev">
            Previous
          </Link>
        </Button>
      ) : null}
      {nextHref ? (
        <Button asChild variant="outline" size="sm">
          <Link href={nextHref} rel="next">
            Next
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}
