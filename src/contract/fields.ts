import { z } from "zod";

// Field schemas several modules' calls share.

/** A stored 0/1 flag as the server answers it. */
export const flagValue = z.int().min(0).max(1);

/** A 0/1 flag as the console sends it: number, numeric string or boolean. Read as 0/1. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value): 0 | 1 => (value === true || value === 1 || value === "1" || value === "true" ? 1 : 0));

/** An id in a path or query string (digits), or a number in a JSON body. */
export const positiveId = z.coerce.number<number | string>().int().positive();

const idItem = z.union([
  z.number().int().positive(),
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
]);
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
