import { BULK_MAX_DEVICES, DEVICE_ID } from "../../contract/apa";

/** Device ids pasted as text: split on spaces, commas, semicolons or lines; lower-cased; duplicates once. */
export function splitDeviceIds(text: string): string[] {
  const ids = text
    .split(/[\s,;]+/)
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(ids)];
}

/** Whether text looks like device ids (the palette recognises a paste): one or more, all of the id's shape. */
export function pastedDeviceIds(text: string): string[] | undefined {
  const ids = splitDeviceIds(text);
  return ids.length > 0 && ids.every((id) => DEVICE_ID.test(id)) ? ids : undefined;
}

/** Adds pasted ids to the tags, keeping the first 500 (spec 2 §5); returns the tags and how many were dropped. */
export function addTags(tags: readonly string[], text: string): { tags: string[]; dropped: number } {
  const merged = [...new Set([...tags, ...splitDeviceIds(text)])];
  return { tags: merged.slice(0, BULK_MAX_DEVICES), dropped: Math.max(0, merged.length - BULK_MAX_DEVICES) };
}
