// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PageRequest, ServerSource } from "../ui/data-table";
import { useNumberedPages } from "./numbered-pages";

type Row = { id: number };
const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));

function serverOf(rows: Row[]): ServerSource<Row> & { asked: PageRequest[] } {
  const asked: PageRequest[] = [];
  return {
    kind: "server",
    queryKey: ["fixture"],
    pageSize: 10,
    asked,
    fetchPage: async (request) => {
      asked.push(request);
      const slice = rows.slice(request.from, request.from + request.quantity);
      return { rows: slice, total: rows.length, filtered: rows.length };
    },
  };
}

const ask = (source: ServerSource<Row>, from = 0, quantity = 10) =>
  source.fetchPage({ from, quantity, search: "" });

describe("numbered pages of a server list", () => {
  it("shows one page of the list at a time and counts the pages", async () => {
    const server = serverOf(ROWS);
    const { result } = renderHook(() => useNumberedPages(server));
    const first = await ask(result.current.source);
    expect(first).toMatchObject({ total: 10, filtered: 10 });
    expect(first.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await waitFor(() => expect(result.current.pager.pages).toBe(3));

    act(() => result.current.pager.onPage(2));
    const last = await ask(result.current.source);
    expect(last).toMatchObject({ total: 3, filtered: 3 });
    expect(last.rows.map((row) => row.id)).toEqual([21, 22, 23]);
    expect(server.asked.at(-1)).toMatchObject({ from: 20, quantity: 10 });
    expect(result.current.source.queryKey).toEqual(["fixture", { page: 2, size: 10 }]);
  });

  it("never asks past its page, and starts again at page 1 with another source (a status, a page size)", async () => {
    const server = serverOf(ROWS);
    const { result, rerender } = renderHook(({ source }) => useNumberedPages(source), {
      initialProps: { source: server },
    });
    await ask(result.current.source);
    act(() => result.current.pager.onPage(1));
    await ask(result.current.source, 5, 100);
    expect(server.asked.at(-1)).toMatchObject({ from: 15, quantity: 5 });

    rerender({ source: serverOf(ROWS.slice(0, 4)) });
    await waitFor(() => expect(result.current.pager.page).toBe(0));
  });

  it("moves to the last page there is when a search leaves fewer", async () => {
    const rows = [...ROWS];
    const server = serverOf(rows);
    const { result } = renderHook(() => useNumberedPages(server));
    await ask(result.current.source);
    act(() => result.current.pager.onPage(2));
    rows.splice(12);
    const emptied = await ask(result.current.source);
    expect(emptied).toMatchObject({ rows: [], total: 0 });
    await waitFor(() => expect(result.current.pager.page).toBe(1));
  });
});
