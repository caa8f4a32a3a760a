import { DEFAULT_WINDOW, type DayWindow } from "./state-windows.ts";

/**
 * Our own daily window of local wall-clock time in which staff texts may reach a person (QUIET_HOURS); the
 * federal hours and each state's row narrow it further (lib/compliance/state-windows.ts).
 */
export type SendWindow = DayWindow;

export const DEFAULT_SEND_WINDOW: SendWindow = DEFAULT_WINDOW;

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** "08:00-20:00" → the window; null when it is not one (the end after the start, on one day). */
export function parseSendWindow(text: string): SendWindow | null {
  const match = WINDOW.exec(text.trim());
  if (!match) return null;
  const startMinute = Number(match[1]) * 60 + Number(match[2]);
  const endMinute = Number(match[3]) * 60 + Number(match[4]);
  return endMinute > startMinute && endMinute <= 24 * 60 ? { startMinute, endMinute } : null;
}
