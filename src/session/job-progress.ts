import type { BulkJobProgress } from "../contract/jobs";

// Bulk job progress arrives one way: the notification stream pushes each job's state and settled items, and
// whoever shows a job writes them in as they are. Only while the stream is down do they fetch instead (and
// once more when it is back, for what was pushed meanwhile): `isJobStreamUp` and `onJobStreamChange`.

const listeners = new Set<(progress: BulkJobProgress) => void>();
const streamListeners = new Set<(up: boolean) => void>();
let streamUp = false;

/** Returns the function that stops listening. */
export function onJobProgress(listener: (progress: BulkJobProgress) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitJobProgress(progress: BulkJobProgress): void {
  for (const listener of listeners) listener(progress);
}

/** Whether the notification stream is open, so every job's progress reaches the console as it happens. */
export const isJobStreamUp = () => streamUp;

/** Calls `listener` when the stream opens or drops; returns the function that stops listening. */
export function onJobStreamChange(listener: (up: boolean) => void): () => void {
  streamListeners.add(listener);
  return () => streamListeners.delete(listener);
}

export function setJobStreamUp(up: boolean): void {
  if (up === streamUp) return;
  streamUp = up;
  for (const listener of streamListeners) listener(up);
}
