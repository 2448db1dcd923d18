import { createHmac, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Db } from "../../db/database.ts";

/** Token lifetime; the console renews every 60 s, so ten minutes absorbs short network outages. */
export const TOKEN_TTL_SECONDS = 600;

export type TokenClaims = { userId: number; jti: string; expired: boolean };

export type TokenService = {
  sign(userId: number, jti: string): Promise<string>;
  /** Null for a forged or malformed token; an expired but authentic token comes back with expired=true. */
  verify(token: string): Promise<TokenClaims | null>;
  /** A key for another use of the secret (HMAC of the purpose), so no two uses share a key. */
  derive(purpose: string): Promise<Buffer>;
};

const SECRET_KEY = "token_secret";

// Without ADM_SECRET, a random secret is stored in settings so tokens survive a restart.
async function loadOrCreateSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString("base64url");
  await db
    .insertInto("settings")
    .values({ key: SECRET_KEY, value: fresh })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

function claimsOf(payload: { sub?: string; jti?: string }, expired: boolean): TokenClaims | null {
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.jti !== "string") return null;
  return { userId, jti: payload.jti, expired };
}

// Authentic tokens are remembered: a console presents the same token for minutes, and HMAC, JSON and a key
// import on every call were a sixth of an authenticated request's CPU. Forged tokens are never kept.
const VERIFIED_CACHE_SIZE = 10_000;

type Verified = { userId: number; jti: string; exp: number };

function createVerifiedCache() {
  const entries = new Map<string, Verified>();
  return {
    get(token: string): Verified | undefined {
      const hit = entries.get(token);
      if (hit) {
        entries.delete(token);
        entries.set(token, hit);
      }
      return hit;
    },
    set(token: string, verified: Verified): void {
      entries.set(token, verified);
      if (entries.size > VERIFIED_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
    },
  };
}

export function createTokenService(options: { db: Db; clock: () => number; secret?: string }): TokenService {
  const encoder = new TextEncoder();
  let key: Promise<Uint8Array> | undefined;
  const getKey = () => {
    key ??= (options.secret ? Promise.resolve(options.secret) : loadOrCreateSecret(options.db)).then((s) =>
      encoder.encode(s),
    );
    return key;
  };
  const verified = createVerifiedCache();
  const remember = (
    token: string,
    payload: { sub?: string; jti?: string; exp?: number },
    expired: boolean,
  ) => {
    const claims = claimsOf(payload, expired);
    if (claims && typeof payload.exp === "number")
      verified.set(token, { userId: claims.userId, jti: claims.jti, exp: payload.exp });
    return claims;
  };
  return {
    async derive(purpose) {
      return createHmac("sha256", await getKey())
        .update(purpose)
        .digest();
    },
    async sign(userId, jti) {
      const now = Math.floor(options.clock() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_SECONDS)
        .sign(await getKey());
    },
    async verify(token) {
      // jose's rule: expired once exp <= now in whole seconds. Expiry is judged anew on every call.
      const nowSeconds = Math.floor(options.clock() / 1000);
      const known = verified.get(token);
      if (known) return { userId: known.userId, jti: known.jti, expired: known.exp <= nowSeconds };
      try {
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: ["HS256"],
          currentDate: new Date(options.clock()),
        });
        return remember(token, payload, false);
      } catch (error) {
        // jose authenticates the signature before checking exp, so an expired token here is genuine.
        if (error instanceof errors.JWTExpired) return remember(token, error.payload, true);
        return null;
      }
    },
  };
}
