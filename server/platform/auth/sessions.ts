import { randomUUID } from "node:crypto";
import { isoAt } from "../../context.ts";
import { stampOnce } from "../../db/by-keys.ts";
import type { Db } from "../../db/database.ts";
import { ALL_USERS_VERSION } from "../../db/tables/base.ts";
import type { AuthVersions } from "../../permissions.ts";

/** A session with no call or renew for this long is closed server-side (auth_session_exist). */
export const SESSION_IDLE_MS = 15 * 60 * 1000;

/**
 * Activity is written to sessions.last_seen at most this often per session: a write per request was most of
 * an authenticated call's cost. Calls in between are remembered in memory (below), so idleness is still
 * judged from the latest call, not the latest write. Another replica sees only the writes: a session whose
 * latest calls went elsewhere may close up to this much earlier there.
 */
export const LAST_SEEN_WRITE_MS = 30 * 1000;

/** superseded: ended by a newer sign-in of the same user (spec 1 §8, auth_session_exist). */
export type SessionState = "active" | "revoked" | "superseded" | "idle";

/**
 * The signed-in user's status and permission versions, read with the session so a deactivation, lockout or
 * permission change made through any server process applies at once.
 */
export type SessionCheck = {
  state: SessionState;
  active?: number;
  lockedAt?: string | null;
  versions?: AuthVersions;
};

// Per database (tests run several apps in one process): jti → time of the latest call not yet written.
const unwritten = new WeakMap<Db, Map<string, number>>();

function unwrittenOf(db: Db): Map<string, number> {
  let map = unwritten.get(db);
  if (!map) {
    map = new Map();
    unwritten.set(db, map);
  }
  return map;
}

/** Sessions abandoned between writes would otherwise stay in the map until the process ends. */
const PENDING_PRUNE_AT = 10_000;

function prune(pending: Map<string, number>, now: number): void {
  for (const [jti, at] of pending) if (now - at > SESSION_IDLE_MS) pending.delete(jti);
}

/**
 * Opens a session. A user has one: their open sessions elsewhere end now, and each answers its next call with
 * auth_session_exist (spec 1 §8, "Sesion expirada").
 */
export async function createSession(db: Db, userId: number, now: number): Promise<string> {
  const jti = randomUUID();
  await db
    .updateTable("sessions")
    .set({ revoked_at: isoAt(now), superseded_at: isoAt(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
  await db
    .insertInto("sessions")
    .values({ jti, user_id: userId, created_at: isoAt(now), last_seen: isoAt(now), revoked_at: null })
    .execute();
  return jti;
}

/**
 * Checks a session (read live on every call, so a revocation counts immediately) and the user's status and,
 * when the session is alive and touch is set, records the activity. An idle session is revoked on the spot
 * so a later call cannot revive it.
 */
export async function checkSession(
  db: Db,
  session: { jti: string; userId: number },
  now: number,
  touch: boolean,
): Promise<SessionCheck> {
  const { jti, userId } = session;
  const row = await db
    .selectFrom("sessions as s")
    .leftJoin("users as u", "u.user_id", "s.user_id")
    .leftJoin("auth_versions as va", (join) => join.on("va.user_id", "=", ALL_USERS_VERSION))
    .leftJoin("auth_versions as vu", "vu.user_id", "s.user_id")
    .select(["s.user_id", "s.last_seen", "s.revoked_at", "s.superseded_at", "u.active", "u.locked_at"])
    .select(["va.version as all_version", "vu.version as user_version"])
    .where("s.jti", "=", jti)
    .executeTakeFirst();
  const pending = unwrittenOf(db);
  if (!row || row.user_id !== userId || row.revoked_at) {
    pending.delete(jti);
    return { state: row?.user_id === userId && row.superseded_at ? "superseded" : "revoked" };
  }
  const written = Date.parse(row.last_seen);
  const lastSeen = Math.max(written, pending.get(jti) ?? 0);
  if (now - lastSeen > SESSION_IDLE_MS) {
    pending.delete(jti);
    await revokeSession(db, jti, now);
    return { state: "idle" };
  }
  if (touch) {
    if (now - written >= LAST_SEEN_WRITE_MS) {
      pending.delete(jti);
      await db
        .updateTable("sessions")
        .set({ last_seen: isoAt(now) })
        .where("jti", "=", jti)
        .execute();
    } else if (now > lastSeen) {
      pending.set(jti, now);
      if (pending.size > PENDING_PRUNE_AT) prune(pending, now);
    }
  }
  return {
    state: "active",
    active: row.active ?? undefined,
    lockedAt: row.locked_at,
    versions: { all: row.all_version ?? 0, user: row.user_version ?? 0 },
  };
}

// Only the row: the pending-activity entry is dropped by checkSession when it next sees the revocation
// (db may be a transaction here, which has no entry of its own).
export async function revokeSession(db: Db, jti: string, now: number): Promise<void> {
  await stampOnce(db, "sessions", "revoked_at", isoAt(now), { jti });
}

/** Ends every open session of a user, except `keep` (the caller's own, when they changed their password). */
export async function revokeUserSessions(db: Db, userId: number, now: number, keep?: string): Promise<void> {
  const kept = keep === undefined ? {} : { jti: keep };
  await stampOnce(db, "sessions", "revoked_at", isoAt(now), { user_id: userId }, kept);
}
