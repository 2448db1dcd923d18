import { describe, expect, it, vi } from "vitest";
import { mailCalls } from "../contract/mails";
import { dataTablesPage, fromQuantity, fromRpp, serverList, startLength } from "./paging";

const page = { from: 30, quantity: 15, sort: { field: "name", order: "desc" as const }, search: "ana" };
const unsorted = { from: 0, quantity: 25, search: "" };
const fallback = { field: "id", order: "asc" as const };

describe("paging dialects", () => {
  it("name the table's rows from/quantity the way each family of calls does", () => {
    expect(startLength().request(page, fallback)).toEqual({
      start: 30,
      length: 15,
      sort_field: "name",
      sort_order: "desc",
      search: "ana",
    });
    expect(fromRpp().request(page, fallback)).toMatchObject({ from: 30, rpp: 15 });
    expect(fromQuantity().request(page, fallback)).toMatchObject({ from: 30, quantity: 15 });
    expect(fromQuantity().request(unsorted, fallback)).toMatchObject({ sort_field: "id", sort_order: "asc" });
  });

  it("carry the specs' page sizes and search delays, each overridable", () => {
    expect(startLength()).toMatchObject({ pageSize: 100, searchDelayMs: 400 });
    expect(fromRpp()).toMatchObject({ pageSize: 15, searchDelayMs: 2000 });
    expect(fromQuantity()).toMatchObject({ pageSize: 25, searchDelayMs: 1500 });
    expect(fromRpp({ pageSize: 50, searchDelayMs: 0 })).toMatchObject({ pageSize: 50, searchDelayMs: 0 });
  });

  it("make a table source: the dialect's request to the call, its answer read back", async () => {
    const fetch = vi.fn(async () => ({
      draw: 1,
      recordsTotal: 90,
      recordsFiltered: 3,
      data: ["a", "b", "c"],
    }));
    const source = serverList({
      queryKey: ["mails", "mexico", "video"],
      dialect: fromRpp(),
      defaultSort: { field: "modified", order: "desc" },
      call: mailCalls.listMails,
      fetch,
      read: dataTablesPage,
    });
    // The most rows a request may ask (an export pages within it) is the call's declared maximum.
    expect(source).toMatchObject({ kind: "server", pageSize: 15, searchDelayMs: 2000, pageLimit: 500 });
    expect(await source.fetchPage({ from: 15, quantity: 15, search: "x" })).toEqual({
      rows: ["a", "b", "c"],
      total: 90,
      filtered: 3,
    });
    expect(fetch).toHaveBeenCalledWith({
      from: 15,
      rpp: 15,
      sort_field: "modified",
      sort_order: "desc",
      search: "x",
    });
  });
});
