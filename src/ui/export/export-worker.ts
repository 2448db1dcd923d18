import type { Matrix } from "./cells";
import type { FileWriter, FromWorker, ToWorker } from "./types";
import { createWriter } from "./writers";

// Builds an export file off the main thread: "start", then "rows" chunks, then "end" → the Blob.
const scope = self as unknown as DedicatedWorkerGlobalScope;
let writer: Promise<FileWriter> | null = null;
let built = 0;
let queue = Promise.resolve();

function post(message: FromWorker): void {
  scope.postMessage(message);
}

async function handle(message: ToWorker): Promise<void> {
  if (message.type === "warm") {
    await Promise.all([import("./build-csv"), import("./build-xlsx")]);
    return;
  }
  if (message.type === "start") {
    writer = createWriter(message.format, message.title, message.headers);
    built = 0;
    return;
  }
  if (!writer) throw new Error("export not started");
  if (message.type === "rows") {
    const rows: Matrix = JSON.parse(message.json);
    (await writer).add(rows);
    built += rows.length;
    post({ type: "built", rows: built });
  } else {
    post({ type: "done", blob: await (await writer).finish() });
  }
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch((error: unknown) =>
      post({ type: "error", message: error instanceof Error ? error.message : String(error) }),
    );
};
