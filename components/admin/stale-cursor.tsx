/** Said when a page link's cursor was refused and the first page is shown instead. */
export function StaleCursor({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      That page link is not valid any more; here is the first page.
    </p>
  );
}
