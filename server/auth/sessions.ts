import { randomUUID } from "node:crypto";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";

/** A session with no call or renew for this long is closed server-side (auth_session_exist). */
export const SESSION_IDLE_MS = 15 * 60 * 1000;

export type SessionState = "active" | "revoked" | "idle";

export async function createSession(db: Db, userId: number, now: number): Promise<string> {
  const jti = randomUUID();
  await db
    .insertInto("sessions")
    .values({ jti, user_id: userId, created_at: isoAt(now), last_seen: isoAt(now), revoked_at: null })
    .execute();
  return jti;
}

/**
 * Checks a session and, when it is alive and touch is set, records the activity. An idle session is revoked
 * on the spot so a later call cannot revive it.
 */
export async function checkSession(
  db: Db,
  session: { jti: string; userId: number },
  now: number,
  touch: boolean,
): Promise<SessionState> {
  const { jti, userId } = session;
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "last_seen", "revoked_at"])
    .where("jti", "=", jti)
    .executeTakeFirst();
  if (!row || row.user_id !== userId || row.revoked_at) return "revoked";
  if (now - Date.parse(row.last_seen) > SESSION_IDLE_MS) {
    await revokeSession(db, jti, now);
    return "idle";
  }
  if (touch)
    await db
      .updateTable("sessions")
      .set({ last_seen: isoAt(now) })
      .where("jti", "=", jti)
      .execute();
  return "active";
}

export async function revokeSession(db: Db, jti: string, now: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: isoAt(now) })
    .where("jti", "=", jti)
    .where("revoked_at", "is", null)
    .execute();
}

export async function revokeUserSessions(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: isoAt(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
