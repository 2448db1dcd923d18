// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./client";
import { ApiError } from "./errors";
import { queryClient } from "./query-client";
import { isUnreachable, noteAnswer, noteRetryAt, reachability, retryDelay } from "./reachability";

// The console's one "server unreachable" state: what sets and clears it, how queries retry while it lasts.

const noAnswer = new ApiError({ code: "error_network", httpStatus: 0 });
const gateway = (status: number) => new ApiError({ code: "error_generic", httpStatus: status, payload: "" });
const refusal = new ApiError({ code: "invalid_request", httpStatus: 400 });
const failure = new ApiError({ code: "error_generic", httpStatus: 500 });

afterEach(() => {
  vi.restoreAllMocks();
  noteAnswer(200);
});

describe("what counts as unreachable", () => {
  it("is no answer, or a gateway's 502, 503 or 504; not a refusal nor the server's own failure", () => {
    expect([noAnswer, gateway(502), gateway(503), gateway(504)].map(isUnreachable)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([refusal, failure, new Error("x")].map(isUnreachable)).toEqual([false, false, false]);
  });

  it("is set by a call without answer and cleared by the next answer; a call given up on says nothing", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api("/things")).rejects.toMatchObject({ code: "error_network" });
    expect(reachability.unreachable).toBe(true);

    fetch.mockResolvedValueOnce(Response.json({ status: 0, result: 1 }));
    await expect(api("/things")).resolves.toBe(1);
    expect(reachability).toMatchObject({ unreachable: false, nextRetryAt: null });

    const given = new AbortController();
    given.abort();
    fetch.mockRejectedValueOnce(new DOMException("aborted", "AbortError"));
    await expect(api("/things", { signal: given.signal })).rejects.toBeInstanceOf(ApiError);
    expect(reachability.unreachable).toBe(false);
  });

  it("is set by a gateway's 502 answer", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response("<html>Bad gateway</html>", { status: 502 }),
    );
    await expect(api("/things")).rejects.toMatchObject({ httpStatus: 502 });
    expect(reachability.unreachable).toBe(true);
  });
});

describe("queries while the server cannot be reached", () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it("retry for as long as it lasts; a refusal never, another failure twice", () => {
    expect(retry(50, noAnswer)).toBe(true);
    expect(retry(50, gateway(503))).toBe(true);
    expect(retry(0, refusal)).toBe(false);
    expect([retry(1, failure), retry(2, failure)]).toEqual([true, false]);
  });

  it("back off 1 s, 2 s, 4 s… up to 30 s, the banner awaiting the earliest retry to come", () => {
    const now = 1_000_000;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, refusal, now))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(reachability.nextRetryAt).toBeNull();
    retryDelay(3, noAnswer, now);
    expect(reachability.nextRetryAt).toBe(now + 8_000);
    noteRetryAt(now + 20_000, now);
    expect(reachability.nextRetryAt).toBe(now + 8_000);
    noteRetryAt(now + 20_000, now + 9_000);
    expect(reachability.nextRetryAt).toBe(now + 20_000);
  });
});
