// Pure rules of the group form's id lists (spec 1 §5): each id once; the global region stands for all.

export type AddOutcome = { ok: true; ids: number[] } | { ok: false; reason: "duplicate" | "empty" };

/** Appends an id unless it is already there ('Duplicado: El registro ya ha sido agregado.'). */
export function addUnique(ids: readonly number[], id: number | null | undefined): AddOutcome {
  if (id === null || id === undefined || !Number.isFinite(id)) return { ok: false, reason: "empty" };
  if (ids.includes(id)) return { ok: false, reason: "duplicate" };
  return { ok: true, ids: [...ids, id] };
}

/** Regions: 'Global' replaces the list; a region already covered by 'Global' is a duplicate. */
export function addRegion(
  ids: readonly number[],
  id: number | null | undefined,
  globalId: number | undefined,
): AddOutcome {
  if (globalId !== undefined && id === globalId)
    return ids.includes(globalId) ? addUnique(ids, id) : { ok: true, ids: [globalId] };
  if (globalId !== undefined && ids.includes(globalId) && id !== null && id !== undefined)
    return { ok: false, reason: "duplicate" };
  return addUnique(ids, id);
}

/** Spec 1 §5 group save: every region chosen means the global region id; otherwise the chosen ids. */
export function regionsPayload(
  ids: readonly number[],
  allIds: readonly number[],
  globalId: number | undefined,
): number[] {
  if (globalId === undefined) return [...ids];
  if (ids.includes(globalId)) return [globalId];
  const specific = allIds.filter((id) => id !== globalId);
  return specific.length > 0 && specific.every((id) => ids.includes(id)) ? [globalId] : [...ids];
}

/** "1,2,3" → [1, 2, 3] (the group row's comma-joined links). */
export function parseIds(text: string): number[] {
  return text
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
