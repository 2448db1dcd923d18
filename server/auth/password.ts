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
