import type { BulkJobProgress } from "../contract/jobs";

// Bulk job progress pushed through the notification stream (the jobs tray listens; it also polls, so a missed
// event only delays what it shows).

const listeners = new Set<(progress: BulkJobProgress) => void>();

/** Returns the function that stops listening. */
export function onJobProgress(listener: (progress: BulkJobProgress) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitJobProgress(progress: BulkJobProgress): void {
  for (const listener of listeners) listener(progress);
}
