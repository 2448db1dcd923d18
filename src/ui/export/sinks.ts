import type { Matrix } from "./cells";
import type { FileFormat, FromWorker, ToWorker } from "./types";
import { acquireWorker, releaseWorker } from "./worker-pool";
import { createWriter } from "./writers";

/** Where converted rows go: a worker or an in-page writer. `finish` yields the file. */
export type Sink = { add: (rows: Matrix) => void; finish: () => Promise<Blob>; dispose: () => void };

export function workerSink(
  format: FileFormat,
  title: string,
  headers: string[],
  onBuilt: (rows: number) => void,
): Sink {
  const worker = acquireWorker();
  let finished = false;
  const send = (message: ToWorker) => worker.postMessage(message);
  const result = new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      if (message.type === "built") onBuilt(message.rows);
      else if (message.type === "done") {
        finished = true;
        resolve(message.blob);
      } else reject(new Error(message.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || "worker failed"));
  });
  result.catch(() => {}); // surfaced by finish(); a cancelled export never asks
  send({ type: "start", format, title, headers });
  return {
    add: (rows) => send({ type: "rows", json: JSON.stringify(rows) }),
    finish: () => {
      send({ type: "end" });
      return result;
    },
    dispose: () => releaseWorker(worker, finished),
  };
}

export async function pageSink(format: FileFormat, title: string, headers: string[]): Promise<Sink> {
  const writer = await createWriter(format, title, headers);
  return { add: writer.add, finish: async () => writer.finish(), dispose: () => {} };
}

/** Collects rows for printing, which needs the page's DOM. */
export function matrixSink(): Sink & { matrix: Matrix } {
  const matrix: Matrix = [];
  return {
    matrix,
    add: (rows) => {
      for (const row of rows) matrix.push(row);
    },
    finish: async () => new Blob(),
    dispose: () => {},
  };
}
