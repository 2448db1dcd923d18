// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { DataTable } from "./data-table";
import { activeRow, columns, grid, key, type Row, rows } from "./testing/table-fixture";
import type { PageRequest } from "./types";

afterEach(cleanup);

describe("DataTable (server)", () => {
  it("fetches the visible block, counts from 'filtered' and renders its rows", async () => {
    const requests: PageRequest[] = [];
    const fetchPage = async (req: PageRequest) => {
      requests.push(req);
      const slice = rows.slice(req.from, req.from + req.quantity);
      return { rows: slice, total: 5000, filtered: 5000 };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable
          ariaLabel="Logs"
          columns={columns}
          source={{ kind: "server", queryKey: ["logs"], fetchPage, pageLimit: 1000 }}
          rowKey={(r) => r.id}
          exportTitle="Logs"
        />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe("5001"));
    expect(requests[0]).toEqual({ from: 0, quantity: 100, sort: undefined, search: "" });
    await screen.findByText("user 0");
    act(() => grid().focus());
    key("End");
    await screen.findByText("user 4999");
    expect(requests.some((r) => r.from === 4900 && r.quantity === 100)).toBe(true);
  });

  it("after a failed load shows the failure, its retry and the 'Error' alert, and no longer says 'Procesando…'", async () => {
    const alert = vi.spyOn(toast, "error");
    let fail = true;
    const fetchPage = async (req: PageRequest) => {
      if (fail) throw new Error("sin conexión");
      return { rows: rows.slice(req.from, req.from + req.quantity), total: 3, filtered: 3 };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable
          ariaLabel="Logs"
          columns={columns}
          source={{ kind: "server", queryKey: ["logs-failing"], fetchPage, pageLimit: 1000 }}
          rowKey={(r) => r.id}
          exportTitle="Logs"
        />
      </QueryClientProvider>,
    );
    const retry = await screen.findByRole("button", { name: "Reintentar" });
    expect(screen.getByRole("alert").textContent).toBe("Ha fallado el componente: sin conexión.");
    expect(alert).toHaveBeenCalledWith(
      "Error",
      expect.objectContaining({ description: "Error cargando datos." }),
    );
    expect(screen.queryByText(/Procesando…/)).toBeNull();
    fail = false;
    fireEvent.click(retry);
    await screen.findByText("user 0");
    alert.mockRestore();
  });

  it("applies a server search on Enter without waiting for its delay", async () => {
    const searches: string[] = [];
    const fetchPage = async (req: PageRequest) => {
      searches.push(req.search);
      const found = rows.slice(0, 5000).filter((r) => r.name.includes(req.search));
      return { rows: found.slice(req.from, req.from + req.quantity), total: 5000, filtered: found.length };
    };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable
          ariaLabel="Contenidos"
          columns={columns}
          source={{
            kind: "server",
            queryKey: ["contents"],
            fetchPage,
            pageLimit: 1000,
            searchDelayMs: 60_000,
          }}
          rowKey={(r) => r.id}
          exportTitle="Contenidos"
        />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe("5001"));
    const box = screen.getByRole("searchbox");
    fireEvent.change(box, { target: { value: "user 42" } });
    expect(searches).not.toContain("user 42");
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() => expect(searches).toContain("user 42"));
    await waitFor(() =>
      expect(grid().getAttribute("aria-rowcount")).toBe(
        String(rows.slice(0, 5000).filter((r) => r.name.includes("user 42")).length + 1),
      ),
    );
  });

  it("keeps a Shift+↓ range of 139 rows whole across blocks and hands all of them to a bulk action", async () => {
    const fetchPage = async (req: PageRequest) => ({
      rows: rows.slice(req.from, req.from + req.quantity),
      total: 5000,
      filtered: 5000,
    });
    const run = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable
          ariaLabel="Logs"
          columns={columns}
          source={{ kind: "server", queryKey: ["range"], fetchPage, pageLimit: 1000 }}
          rowKey={(r) => r.id}
          exportTitle="Logs"
          selectable
          rowActions={[{ id: "bulk", label: "En bloque", run }]}
        />
      </QueryClientProvider>,
    );
    await screen.findByText("user 0");
    act(() => grid().focus());
    key(" ");
    for (let step = 0; step < 138; step++) key("ArrowDown", { shiftKey: true });
    expect(screen.getByText(/139 seleccionadas/)).toBeTruthy();
    // Block 0 has left the rendered window; the range still holds its rows.
    await screen.findByText("user 138");
    key("F10", { shiftKey: true });
    fireEvent.click(await screen.findByRole("menuitem", { name: "En bloque" }));
    await waitFor(() => expect(run).toHaveBeenCalled());
    expect(run.mock.lastCall?.[0].map((row: Row) => row.id)).toEqual(
      Array.from({ length: 139 }, (_, i) => i),
    );
  });
});

describe("DataTable (server): a search landing after the user chose a row", () => {
  const matching = (search: string) => rows.slice(0, 5000).filter((r) => r.name.includes(search));
  const fetchPage = async (req: PageRequest) => {
    const found = matching(req.search);
    return { rows: found.slice(req.from, req.from + req.quantity), total: 5000, filtered: found.length };
  };

  function renderTable(onActivate: (row: Row) => void, queryKey: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <DataTable
          ariaLabel="Directorio"
          columns={columns}
          source={{ kind: "server", queryKey: [queryKey], fetchPage, pageLimit: 1000, searchDelayMs: 60_000 }}
          rowKey={(r) => r.id}
          exportTitle="Directorio"
          onActivate={onActivate}
        />
      </QueryClientProvider>,
    );
  }

  async function applySearch(text: string) {
    fireEvent.keyDown(screen.getByRole("searchbox"), { key: "Enter" });
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe(String(matching(text).length + 1)));
  }

  it("keeps the cursor on the row chosen since typing, wherever the new view puts it", async () => {
    const opened = vi.fn();
    renderTable(opened, "directory-chosen");
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe("5001"));
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "user 1" } });
    act(() => grid().focus());
    for (let step = 0; step < 10; step++) key("ArrowDown");
    expect(activeRow().textContent).toContain("user 10");
    await applySearch("user 1");
    // "user 10" is the second match of "user 1": the search does not send the cursor to "user 1".
    await waitFor(() => expect(activeRow().getAttribute("aria-rowindex")).toBe("3"));
    expect(activeRow().textContent).toContain("user 10");
    key("Enter");
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
  });

  it("starts at the top when the user typed after choosing", async () => {
    const opened = vi.fn();
    renderTable(opened, "directory-typed");
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe("5001"));
    act(() => grid().focus());
    for (let step = 0; step < 10; step++) key("ArrowDown");
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "user 1" } });
    await applySearch("user 1");
    await waitFor(() => expect(activeRow().textContent).toContain("user 1"));
    expect(activeRow().textContent).not.toContain("user 10");
    key("Enter");
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });
});
