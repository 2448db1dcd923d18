import { z } from "zod";

// Field schemas several modules' calls share.

/** A stored 0/1 flag as the server answers it. */
export const flagValue = z.int().min(0).max(1);

/** A 0/1 flag as the console sends it: number, numeric string or boolean. Read as 0/1. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value): 0 | 1 => (value === true || value === 1 || value === "1" || value === "true" ? 1 : 0));

// An id is written exactly one way: " 1" (%201), "1e3", "1.0", "01", "+1" and "0x1" are not ids, and neither
// is a boolean (a coercion would read true as 1). Every declared id (path, query, body) goes through these.
const CANONICAL_ID = /^[1-9]\d{0,15}$/;

/** An id as text: the canonical decimal of a positive safe integer. */
const idText = z
  .string()
  .regex(CANONICAL_ID)
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n));

/** An id: a positive safe integer in a JSON body, or its canonical text (path, query string, console lists). */
export const positiveId = z.union([z.int().positive(), idText]);

/** Path parameters naming one record by its id: `idParams("group_id")` reads /group/:group_id. */
export const idParams = <const K extends string>(name: K) =>
  z.object({ [name]: positiveId } as Record<K, typeof positiveId>);

// Items of a comma-joined list may carry spaces around them ("1, 2"); each is then a canonical id.
const idItem = z.union([positiveId, z.string().trim().pipe(idText)]);
const ids = z.array(idItem).max(1000);

/** Ids as the spec's comma-joined string ("1,2,3") or as an array of numbers or numeric strings. */
export const idList = z.union([
  z
    .string()
    .transform((text): (string | number)[] => (text.trim() === "" ? [] : text.split(",")))
    .pipe(ids),
  ids,
]);

/** `all=1` on the admin lists: include what the pickers leave out. */
export const allQuery = z.object({ all: flag.optional() });

/** Why a destructive call was made: optional, stored in its audit row (issue 10 item 7). */
export const reasonQuery = z.object({ reason: z.string().trim().max(500).optional() });
