// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { blockRequest, blocksFor } from "./server-blocks";
import type { PageRequest } from "./types";
import { useServerRows } from "./use-server-rows";

describe("server blocks", () => {
  it("covers a range with 100-row blocks clipped to the count", () => {
    expect(blocksFor(0, 30, 5000)).toEqual([0]);
    expect(blocksFor(150, 260, 5000)).toEqual([1, 2]);
    expect(blocksFor(4990, 5010, 5000)).toEqual([49]);
    expect(blocksFor(0, 30, null)).toEqual([0]);
    expect(blocksFor(0, 30, 0)).toEqual([0]);
  });

  it("turns a block into from/quantity", () => {
    expect(blockRequest(3, { field: "datetime", order: "desc" }, "err")).toEqual({
      from: 300,
      quantity: 100,
      sort: { field: "datetime", order: "desc" },
      search: "err",
    });
  });
});

describe("useServerRows", () => {
  function setup() {
    const requests: PageRequest[] = [];
    const source = {
      kind: "server" as const,
      pageLimit: 1000,
      queryKey: ["logs"],
      fetchPage: async (req: PageRequest) => {
        requests.push(req);
        const rows = Array.from({ length: Math.min(req.quantity, 1234 - req.from) }, (_, i) => ({
          n: req.from + i,
        }));
        return { rows, total: 9999, filtered: 1234 };
      },
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return { requests, source, wrapper };
  }

  it("requests only the blocks of the rendered range and caches them", async () => {
    const { requests, source, wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ first, last, search }) => useServerRows(source, undefined, search, { first, last }),
      { wrapper, initialProps: { first: 0, last: 30, search: "" } },
    );
    await waitFor(() => expect(result.current.count).toBe(1234));
    expect(result.current.total).toBe(9999);
    expect(requests).toEqual([{ from: 0, quantity: 100, sort: undefined, search: "" }]);
    expect(result.current.rowAt(42)).toEqual({ n: 42 });

    rerender({ first: 150, last: 260, search: "" });
    await waitFor(() => expect(result.current.rowAt(260)).toEqual({ n: 260 }));
    expect(requests.slice(1).map((r) => [r.from, r.quantity])).toEqual([
      [100, 100],
      [200, 100],
    ]);

    rerender({ first: 0, last: 30, search: "" });
    expect(result.current.rowAt(5)).toEqual({ n: 5 });
    expect(requests).toHaveLength(3);
    let loaded = 0;
    result.current.visitLoaded(0, 1233, () => loaded++);
    expect(loaded).toBe(300);

    rerender({ first: 0, last: 30, search: "x" });
    // The previous answer for block 0 stands in until the new search answers.
    expect(result.current.rowAt(5)).toEqual({ n: 5 });
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[3]).toEqual({ from: 0, quantity: 100, sort: undefined, search: "x" });
  });

  it("asks for the source's page size at a time", async () => {
    const { requests, source, wrapper } = setup();
    const paged = { ...source, pageSize: 15 };
    const { result, rerender } = renderHook(
      ({ last }) => useServerRows(paged, undefined, "", { first: 0, last }),
      { wrapper, initialProps: { last: 10 } },
    );
    await waitFor(() => expect(result.current.count).toBe(1234));
    rerender({ last: 40 });
    await waitFor(() => expect(result.current.rowAt(40)).toEqual({ n: 40 }));
    expect(requests.map((r) => [r.from, r.quantity])).toEqual([
      [0, 15],
      [15, 15],
      [30, 15],
    ]);
    expect(result.current.rowAt(16)).toEqual({ n: 16 });
  });
});
