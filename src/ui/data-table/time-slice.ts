/** A resumable computation: it yields now and then so long work can be spread over several tasks. */
export type Job<T> = Generator<void, T, void>;

const SLICE_MS = 10;

/** Runs a job to completion at once (small inputs, tests). */
export function runNow<T>(job: Job<T>): T {
  for (;;) {
    const step = job.next();
    if (step.done) return step.value;
  }
}

function nextTask(callback: () => void): void {
  // A message is not throttled like a nested setTimeout (4 ms), so slices follow each other closely.
  if (typeof MessageChannel === "undefined") {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

/** Runs a job in slices of about 10 ms between other tasks; returns a cancel function. */
export function runSliced<T>(job: Job<T>, onDone: (value: T) => void, sliceMs = SLICE_MS): () => void {
  let cancelled = false;
  const slice = () => {
    if (cancelled) return;
    const deadline = performance.now() + sliceMs;
    for (;;) {
      const step = job.next();
      if (step.done) {
        onDone(step.value);
        return;
      }
      if (performance.now() >= deadline) break;
    }
    nextTask(slice);
  };
  nextTask(slice);
  return () => {
    cancelled = true;
  };
}

/** Resolves after other queued tasks (input, rendering) had their turn. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => nextTask(resolve));
}
