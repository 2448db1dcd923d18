import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineCalls } from "../contract/define";
import { callService } from "./call";
import { api } from "./client";

vi.mock("./client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const calls = defineCalls("probe", {
  rename: {
    summary: "Renames",
    method: ["PUT", "POST"],
    path: "/things/:group/:name",
    params: z.object({ group: z.coerce.number<number>(), name: z.string() }),
    query: z.object({ reason: z.string().optional() }),
    body: z.object({ title: z.string() }),
    result: z.object({ ok: z.boolean() }),
    access: "signed-in",
  },
  list: { summary: "Lists", method: "GET", path: "/things", result: z.array(z.int()), access: "signed-in" },
  document: {
    summary: "A raw document",
    method: "GET",
    path: "/doc.json",
    result: z.record(z.string(), z.unknown()),
    access: "root",
    produces: "application/json",
  },
  slow: {
    summary: "A call its spec lets wait a minute",
    method: "GET",
    path: "/slow",
    result: z.object({ ok: z.boolean() }),
    access: "signed-in",
    timeoutMs: 60_000,
  },
});

beforeEach(() => mocked.mockReset());

describe("callService", () => {
  it("fills and encodes the path, uses the declared method, and passes query, body and signal", async () => {
    mocked.mockResolvedValue({ ok: true });
    const signal = new AbortController().signal;
    const result = await callService(
      calls.rename,
      { params: { group: 3, name: "a b/c" }, query: { reason: "r" }, body: { title: "T" } },
      { signal },
    );
    expect(result).toEqual({ ok: true });
    expect(mocked).toHaveBeenCalledWith(
      "/things/3/a%20b%2Fc",
      { method: "PUT", query: { reason: "r" }, body: { title: "T" }, signal },
      "envelope",
    );
  });

  it("needs no input for a call without parameters, and reads a raw document raw", async () => {
    mocked.mockResolvedValue([]);
    await callService(calls.list);
    expect(mocked).toHaveBeenLastCalledWith("/things", { method: "GET", signal: undefined }, "envelope");
    await callService(calls.document);
    expect(mocked).toHaveBeenLastCalledWith("/doc.json", { method: "GET", signal: undefined }, "raw");
  });

  it("waits as long as the call declares (spec 2 §7: 60 s for the filter calls)", async () => {
    mocked.mockResolvedValue({ ok: true });
    await callService(calls.slow);
    expect(mocked).toHaveBeenLastCalledWith(
      "/slow",
      { method: "GET", signal: undefined, timeout: 60_000 },
      "envelope",
    );
  });
});
