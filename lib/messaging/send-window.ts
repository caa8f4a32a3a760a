/** The daily window of local wall-clock time in which staff texts may reach a person (QUIET_HOURS). */
export interface SendWindow {
  /** Minutes after local midnight: the first minute allowed, and the first one not allowed again. */
  startMinute: number;
  endMinute: number;
}

export const DEFAULT_SEND_WINDOW: SendWindow = { startMinute: 8 * 60, endMinute: 20 * 60 };

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** "08:00-20:00" → the window; null when it is not one (the end after the start, on one day). */
export function parseSendWindow(text: string): SendWindow | null {
  const match = WINDOW.exec(text.trim());
  if (!match) return null;
  const startMinute = Number(match[1]) * 60 + Number(match[2]);
  const endMinute = Number(match[3]) * 60 + Number(match[4]);
  return endMinute > startMinute && endMinute <= 24 * 60 ? { startMinute, endMinute } : null;
}
