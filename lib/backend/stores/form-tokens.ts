import { assertFormToken, formTokenExpired } from "@/lib/security/form-token";
import type { Db } from "../core/db.ts";

/**
 * Check the contact form's token and record its nonce as used, in one insert:
 * a second use (on this server or any other on the same database) is refused
 * exactly like an expired token. Used nonces are kept until their token would
 * expire anyway.
 */
export async function redeemFormToken(
  db: Db,
  token: string | null | undefined,
  now: number = Date.now(),
): Promise<void> {
  const { nonce, exp } = assertFormToken(token, now);
  const { rows } = await db.query(
    `insert into form_token_uses (nonce, expires_at) values ($1, $2) on conflict (nonce) do nothing returning nonce`,
    [nonce, new Date(exp).toISOString()],
  );
  if (rows.length === 0) throw formTokenExpired();
  if (Math.random() < 0.01)
    await db.query(`delete from form_token_uses where expires_at <= $1`, [new Date(now).toISOString()]);
}
