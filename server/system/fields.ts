import { ApiError } from "../envelope.ts";

/** 409 duplicated_entry naming the list when an id appears twice (spec 1 §5 "Duplicado"). */
export function refuseDuplicates(ids: readonly number[], datafield: string): void {
  if (new Set(ids).size !== ids.length) throw new ApiError("duplicated_entry", { datafield });
}

/** The spec's comma-joined id string. */
export function joinIds(ids: readonly number[]): string {
  return ids.join(",");
}

export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const sorted = (ids: readonly number[]) => [...ids].sort((x, y) => x - y).join(",");
  return sorted(a) === sorted(b);
}
