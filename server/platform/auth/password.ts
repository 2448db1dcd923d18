import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Shortest password accepted on recovery and profile update. */
export const MIN_PASSWORD_LENGTH = 8;

// argon2id with the library defaults (19 MiB, 2 passes): the OWASP baseline, about 20-50 ms a hash.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash must read as a wrong password, not crash the login.
    return false;
  }
}

// A hash of a random secret nobody knows, made once with the same parameters as real ones: an e-mail without
// an account is checked against it, so that login costs the same whether the account exists or not.
let dummyHash: Promise<string> | undefined;

/** Spends one password check's time and answers false. */
export async function verifyAgainstDummy(plain: string): Promise<false> {
  dummyHash ??= hash(randomBytes(32).toString("base64url"));
  await verifyPassword(await dummyHash, plain);
  return false;
}
