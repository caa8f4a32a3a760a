import { isAppError } from "@/lib/errors/app-error";

/**
 * An admin page's list at its cursor; a cursor the backend refuses (an old
 * or edited link) shows the first page instead, and says so.
 */
export async function atCursor<T>(
  read: (cursor: string | undefined) => Promise<T>,
  cursor: string | undefined,
): Promise<{ result: T; staleCursor: boolean }> {
  try {
    return { result: await read(cursor), staleCursor: false };
  } catch (error) {
    if (!cursor || !isAppError(error) || error.status !== 400 || !error.fields?.cursor) throw error;
    return { result: await read(undefined), staleCursor: true };
  }
}
