import { z } from "zod";
import { ApiError } from "../envelope.ts";
import { bodyId, textId } from "../validation.ts";

/** A 0/1 flag as the console sends it: number, numeric string or boolean. Stored as 0/1. */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((value): 0 | 1 => (value === true || value === 1 || value === "1" || value === "true" ? 1 : 0));

// Items of a comma-joined list may carry spaces around them ("1, 2"); each is then a canonical id.
const idItem = z.union([bodyId, z.string().trim().pipe(textId)]);
const ids = z.array(idItem).max(1000);

/** Ids as the spec's comma-joined string ("1,2,3") or as an array of numbers or numeric strings. */
export const idList = z.union([
  z
    .string()
    .transform((text): (string | number)[] => (text.trim() === "" ? [] : text.split(",")))
    .pipe(ids),
  ids,
]);

/** Path parameters holding one id, e.g. idParam("user_id") for /user/:user_id. */
export const idParam = <K extends string>(name: K) =>
  z.object({ [name]: textId } as { [P in K]: typeof textId });

/** `all=1` on the admin lists: include what the pickers leave out. */
export const allQuery = z.object({ all: flag.optional() });

/** 409 duplicated_entry naming the list when an id appears twice (spec 1 §5 "Duplicado"). */
export function refuseDuplicates(ids: readonly number[], datafield: string): void {
  if (new Set(ids).size !== ids.length) throw new ApiError(409, "duplicated_entry", { datafield });
}

/** The spec's comma-joined id string. */
export function joinIds(ids: readonly number[]): string {
  return ids.join(",");
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(",");
  return sorted(a) === sorted(b);
}
