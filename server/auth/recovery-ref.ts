import { createHmac } from "node:crypto";

// The public recovery calls must not tell an anonymous caller which accounts exist, yet the contract keeps
// its shape: find answers a number and recover/update take it in the path. That number is a keyed
// pseudonym: an account's user_id enciphered by a 4-round Feistel network over 48 bits (a permutation, so
// it deciphers back), and for an e-mail without an account an HMAC of it in the same range. Without the
// key both look alike, and deciphering a decoy lands on an id no account has (odds: users / 2^47).
// An account's e-mail and its name get different pseudonyms (the lookup's kind is the enciphered value's low
// bit), as two decoys do: equal answers for an e-mail and a name would tell that the account exists.

const HALF_BITS = 24;
const HALF = 2 ** HALF_BITS;
const ROUNDS = 4;
/** Largest pseudonym (48 bits); a user_id and its lookup kind take 47 + 1 of them. */
const MAX_REF = HALF * HALF - 1;

function round(key: Buffer, index: number, half: number): number {
  return createHmac("sha256", key).update(`${index}:${half}`).digest().readUIntBE(0, 3);
}

/** How the account was looked up: its e-mail or its name. */
export type LookupKind = "email" | "name";

export type RecoveryRefs = {
  /** The pseudonym of an account found by its e-mail or by its name. */
  ofUser(userId: number, kind: LookupKind): number;
  /** The pseudonym answered for a looked-up value without an account (stable per value). */
  decoy(value: string): number;
  /** The user_id behind a pseudonym; for a decoy, a number no account is expected to have. */
  userOf(ref: number): number;
};

export function recoveryRefs(key: Buffer): RecoveryRefs {
  return {
    ofUser(userId, kind) {
      const plain = userId * 2 + (kind === "name" ? 1 : 0);
      let left = Math.floor(plain / HALF);
      let right = plain % HALF;
      for (let i = 0; i < ROUNDS; i++) [left, right] = [right, left ^ round(key, i, right)];
      return left * HALF + right;
    },
    decoy(value) {
      // 1..MAX_REF: a path id is never 0.
      return (createHmac("sha256", key).update(`decoy:${value}`).digest().readUIntBE(0, 6) % MAX_REF) + 1;
    },
    userOf(ref) {
      let left = Math.floor(ref / HALF);
      let right = ref % HALF;
      for (let i = ROUNDS - 1; i >= 0; i--) [left, right] = [right ^ round(key, i, left), left];
      return Math.floor((left * HALF + right) / 2);
    },
  };
}
