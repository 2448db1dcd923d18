// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { signIn, signOut } from "../../commands/testing/session-fixture";
import type { BulkJobDetail, BulkJobItem } from "../../contract/jobs";
import { emitJobProgress, setJobStreamUp } from "../../session/job-progress";
import { JobsTray } from "./jobs-tray";
import { tray } from "./tray-state";

const item = (key: string, status: "pending" | "done" | "failed"): BulkJobItem => ({
  key,
  status,
  parts: status === "pending" ? {} : { aup: { status: status === "done" ? "0" : "1", message: "" } },
  attempts: status === "pending" ? 0 : 1,
});

const RUNNING: BulkJobDetail = {
  job_id: 7,
  kind: "apa.bulkPublish",
  title: "apa.bulkPublish uat asset",
  params: { environment: "uat", type: "asset", partition: "all" },
  status: "running",
  total: 2,
  done: 0,
  failed: 0,
  invalid: 0,
  cancelled: 0,
  pending: 2,
  created_at: "2026-01-01T00:00:00.000Z",
  finished_at: null,
  items: [item("web-00001", "pending"), item("web-00002", "pending")],
};

let reads: string[] = [];
const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: 0, result, error: null, extra: null, message: "" }), {
    headers: { "content-type": "application/json" },
  });

beforeEach(() => {
  sessionStorage.clear();
  signIn(["user"]);
  reads = [];
  tray.open = true;
  tray.jobId = 7;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://adm.test");
    reads.push(url.pathname);
    const { items, ...summary } = RUNNING;
    return ok(url.pathname.endsWith("/jobs/7") ? { ...summary, items } : [summary]);
  });
});
afterEach(() => {
  cleanup();
  setJobStreamUp(false);
  signOut();
  vi.restoreAllMocks();
});

/** The job's status and counts line (the item table has statuses of its own). */
const counts = (detail: HTMLElement) => within(detail).getAllByRole("status")[0].textContent;

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobsTray />
    </QueryClientProvider>,
  );
}

describe("jobs tray", () => {
  it("shows a pushed progress as it is, the job and its settled items, without fetching the job again", async () => {
    setJobStreamUp(true);
    show();
    const detail = await screen.findByRole("region", { name: "Tarea 7" });
    await waitFor(() => expect(counts(detail)).toMatch(/^En curso/));
    const readsBefore = reads.length;

    act(() =>
      emitJobProgress({
        ...RUNNING,
        status: "done",
        done: 1,
        failed: 1,
        pending: 0,
        finished_at: "2026-01-01T00:01:00.000Z",
        items: [item("web-00001", "done"), item("web-00002", "failed")],
      }),
    );

    await waitFor(() => expect(counts(detail)).toMatch(/^Terminada · 1 correctos, 1 con error/));
    expect(within(detail).getByRole("button", { name: "Reintentar 1 fallido" })).toBeTruthy();
    expect(screen.getByRole("list", { name: "Tareas" }).textContent).toContain("Terminada · 2/2");
    expect(reads.slice(readsBefore)).toEqual([]);
  });

  it("polls a running job only while the stream is down, and reads it once more when the stream is back", async () => {
    show();
    await screen.findByRole("region", { name: "Tarea 7" });
    const listReads = () => reads.filter((path) => path.endsWith("/jobs")).length;
    await waitFor(() => expect(listReads()).toBeGreaterThanOrEqual(2), { timeout: 3_000 });

    const beforeUp = reads.length;
    act(() => setJobStreamUp(true));
    await waitFor(() => expect(reads.length).toBeGreaterThan(beforeUp));
    const afterCatchUp = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(reads.length).toBe(afterCatchUp);
  });
});
