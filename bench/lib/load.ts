import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import { createAgent, envelopeOk, get } from "./http.ts";

export type LoadReport = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latencies: number[];
};

const HEADER_END = Buffer.from("\r\n\r\n");

/** Status and body of the first complete HTTP/1.1 response in `data`, or null while incomplete. */
function parseResponse(data: Buffer): { status: number; body: string; size: number } | null {
  const end = data.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = data.toString("latin1", 0, end);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!length) throw new Error("load: responses must carry Content-Length");
  const size = end + 4 + Number(length[1]);
  if (data.length < size) return null;
  return { status: Number(head.slice(9, 12)), body: data.toString("utf8", end + 4, size), size };
}

/**
 * One keep-alive connection that sends its next request when the previous answer has arrived. Raw sockets:
 * node:http's client costs about as much CPU per request as the server under test, and both share 2 cores.
 */
function connection(url: URL, headers: Record<string, string>, deadline: number, report: LoadReport) {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, "Connection: keep-alive"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`);
  return new Promise<void>((resolve) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    let sent = 0;
    const send = () => {
      if (performance.now() >= deadline) {
        socket.end();
        return;
      }
      sent = performance.now();
      socket.write(request);
    };
    socket.on("connect", send);
    socket.on("data", (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const response = parseResponse(pending);
      if (!response) return;
      pending = pending.subarray(response.size);
      report.latencies.push(performance.now() - sent);
      if (!envelopeOk(response)) report.errors++;
      send();
    });
    socket.on("error", () => {
      report.errors++;
      resolve();
    });
    socket.on("close", () => resolve());
  });
}

/**
 * A bounded load generator: `clients` connections, each with one request in flight (closed model, like
 * autocannon's connections), for a fixed duration capped at 10 s. 127.0.0.1 only. Given several URLs (one
 * per replica, as a layer-4 balancer deals connections; or several reads, for a mix), the connections are
 * dealt round-robin over them.
 */
export async function closedLoad(
  target: URL | URL[],
  headers: Record<string, string>,
  options: { clients: number; seconds: number },
): Promise<LoadReport> {
  const urls = Array.isArray(target) ? target : [target];
  if (urls.some((url) => url.hostname !== "127.0.0.1")) throw new Error("bench load stays on 127.0.0.1");
  const seconds = Math.min(options.seconds, 10);
  const report: LoadReport = { requests: 0, errors: 0, seconds: 0, perSecond: 0, latencies: [] };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, (_, i) =>
      connection(urls[i % urls.length], headers, deadline, report),
    ),
  );
  report.seconds = (performance.now() - started) / 1000;
  report.requests = report.latencies.length;
  report.perSecond = report.requests / report.seconds;
  return report;
}

/** Latencies of `n` requests sent one after another (after `warmup` unmeasured ones). */
export async function sequential(
  url: URL | ((i: number) => URL),
  headers: Record<string, string>,
  n: number,
  warmup = 20,
): Promise<{ latencies: number[]; errors: number }> {
  const agent = createAgent(1);
  const at = typeof url === "function" ? url : () => url;
  const latencies: number[] = [];
  let errors = 0;
  for (let i = 0; i < warmup + n; i++) {
    const sent = performance.now();
    const reply = await get(at(i), agent, headers);
    const took = performance.now() - sent;
    if (i < warmup) continue;
    if (!envelopeOk(reply)) errors++;
    latencies.push(took);
  }
  agent.destroy();
  return { latencies, errors };
}
