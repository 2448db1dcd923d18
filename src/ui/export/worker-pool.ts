import type { ToWorker } from "./types";

// One export worker is kept warm between exports: starting a module worker and loading the builder
// costs more than a small export itself. A second export running at the same time gets its own worker.
let idle: Worker | null = null;

function spawn(): Worker {
  return new Worker(new URL("./export-worker.ts", import.meta.url), { type: "module" });
}

/** Starts the worker and loads the CSV and Excel builders ahead of use (when the Export menu opens). */
export function prewarmExportWorker(): void {
  if (idle || typeof Worker === "undefined") return;
  idle = spawn();
  idle.postMessage({ type: "warm" } satisfies ToWorker);
}

export function acquireWorker(): Worker {
  const worker = idle ?? spawn();
  idle = null;
  return worker;
}

/** A worker that finished cleanly goes back to the pool; a cancelled or failed one is ended. */
export function releaseWorker(worker: Worker, reusable: boolean): void {
  worker.onmessage = null;
  worker.onerror = null;
  if (reusable && !idle) idle = worker;
  else worker.terminate();
}
