import { performance } from "node:perf_hooks";
import { createAgent, envelopeOk, get } from "./http.ts";

export type LoadReport = {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latencies: number[];
};

/**
 * A bounded load generator: `clients` loops, each sending its next request when the previous answer has
 * arrived (closed model, like autocannon's connections), for a fixed duration (capped at 10 s).
 */
export async function closedLoad(
  url: URL,
  headers: Record<string, string>,
  options: { clients: number; seconds: number },
): Promise<LoadReport> {
  const seconds = Math.min(options.seconds, 10);
  const agent = createAgent(options.clients);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const reply = await get(url, agent, headers);
        if (!envelopeOk(reply)) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, seconds: elapsed, perSecond: latencies.length / elapsed, latencies };
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
