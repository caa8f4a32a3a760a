/** "8:00 AM EST": when a held text will go, on the recipient's clock. */
export function localSendTime(at: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(at));
}
