import { describe, expect, it } from "vitest";
import type { BulkJobDetail } from "../../../src/contract/jobs.ts";
import { progressEvents } from "./runner.ts";

const job = (count: number, message = "OK"): BulkJobDetail => ({
  job_id: 7,
  kind: "apa.bulkPublish",
  title: "apa.bulkPublish uat asset",
  params: { environment: "uat", type: "asset", partition: "all" },
  status: "running",
  total: count,
  done: count,
  failed: 0,
  invalid: 0,
  cancelled: 0,
  pending: 0,
  created_at: "2025-01-01T00:00:00.000Z",
  finished_at: null,
  items: Array.from({ length: count }, (_, index) => ({
    key: `web-${String(index).padStart(5, "0")}`,
    status: "done" as const,
    parts: { aup: { status: "0" as const, message } },
    attempts: 1,
  })),
});

describe("progressEvents", () => {
  it("pushes a round's settled items in one event when they fit, and the summary alone on the last round", () => {
    expect(progressEvents(job(20))).toEqual([job(20)]);
    expect(progressEvents(job(0))).toEqual([job(0)]);
  });

  it("splits items that would not fit one bus message into events that each carry the summary", () => {
    const heavy = job(20, "x".repeat(1_000));
    const events = progressEvents(heavy);
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) {
      expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThanOrEqual(6_000);
      expect(event).toMatchObject({ job_id: 7, status: "running", done: 20 });
    }
    expect(events.flatMap((event) => event.items)).toEqual(heavy.items);
  });
});
