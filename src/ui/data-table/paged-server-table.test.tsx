// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import { DataTable } from "./data-table";
import { columns, grid, type Row, rows } from "./testing/table-fixture";
import type { PageRequest } from "./types";

afterEach(cleanup);

describe("DataTable (server, paged)", () => {
  it("shows one page with numeric pagination and a page-size choice that starts again at page 1", async () => {
    const requests: PageRequest[] = [];
    const fetchPage = async (req: PageRequest) => {
      requests.push(req);
      return { rows: rows.slice(0, 40).slice(req.from, req.from + req.quantity), total: 40, filtered: 40 };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable<Row>
          ariaLabel="Mails"
          columns={columns}
          source={{
            kind: "server",
            pageLimit: 1000,
            queryKey: ["paged"],
            fetchPage,
            pageSize: 15,
            paging: { sizes: [5, 15] },
          }}
          rowKey={(r) => r.id}
          exportTitle="Mails"
        />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe("16"));
    expect(screen.getByText("40 filas")).toBeTruthy();
    expect(screen.getByText("Página 1 de 3")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Página 3" }));
    await screen.findByText("user 30");
    expect(grid().getAttribute("aria-rowcount")).toBe("11");
    fireEvent.change(screen.getByLabelText("Filas por página"), { target: { value: "5" } });
    await screen.findByText("Página 1 de 8");
    expect(requests.map(({ from, quantity }) => [from, quantity])).toEqual([
      [0, 15],
      [30, 15],
      [0, 5],
    ]);
  });

  it("starts again at page 1 when the list changes (a status filter gives the source another key)", async () => {
    const requests: [string, number][] = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const table = (status: string) => (
      <QueryClientProvider client={client}>
        <DataTable<Row>
          ariaLabel="Filtros"
          columns={columns}
          source={{
            kind: "server",
            pageLimit: 1000,
            queryKey: ["filters", status],
            fetchPage: async (req: PageRequest) => {
              requests.push([status, req.from]);
              const listed = rows.slice(0, status === "ACT" ? 40 : 12);
              return {
                rows: listed.slice(req.from, req.from + req.quantity),
                total: 40,
                filtered: listed.length,
              };
            },
            pageSize: 10,
            paging: {},
          }}
          rowKey={(r) => r.id}
          exportTitle="Filtros"
        />
      </QueryClientProvider>
    );
    const { rerender } = render(table("ACT"));
    await screen.findByText("Página 1 de 4");
    fireEvent.click(screen.getByRole("button", { name: "Página 3" }));
    await screen.findByText("user 20");
    rerender(table("NOACT"));
    await screen.findByText("Página 1 de 2");
    expect(requests).toEqual([
      ["ACT", 0],
      ["ACT", 20],
      ["NOACT", 0],
    ]);
  });
});
