// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { DataTable } from "./data-table";
import { activeRow, columns, grid, key, MILLION, type Row, rows } from "./testing/table-fixture";
import type { Column, RowAction } from "./types";

afterEach(cleanup);

describe("DataTable (client, 1,000,000 rows)", () => {
  it("exposes grid roles, aria-rowcount and a header row", () => {
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={columns}
        source={{ kind: "client", rows }}
        rowKey={(r) => r.id}
        exportTitle="Users"
      />,
    );
    const table = grid();
    expect(table.getAttribute("aria-rowcount")).toBe(String(MILLION + 1));
    expect(table.getAttribute("tabindex")).toBe("0");
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["ID", "Nombre"]);
    expect(headers[0].getAttribute("aria-sort")).toBe("none");
    const bodyRows = screen.getAllByRole("row").slice(1);
    expect(bodyRows.length).toBeGreaterThan(0);
    expect(bodyRows.length).toBeLessThanOrEqual(40);
    expect(bodyRows[0].getAttribute("aria-rowindex")).toBe("2");
    expect(bodyRows[0].getAttribute("aria-selected")).toBe("false");
    expect(bodyRows[0].querySelectorAll('[role="gridcell"]')).toHaveLength(2);
    expect(screen.getByText("1.000.000 filas")).toBeTruthy();
  });

  it("moves the active row with the keyboard, to the very last row and back", () => {
    const onActivate = vi.fn();
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={columns}
        source={{ kind: "client", rows }}
        rowKey={(r) => r.id}
        exportTitle="Users"
        onActivate={onActivate}
      />,
    );
    act(() => grid().focus());
    key("ArrowDown");
    expect(activeRow().getAttribute("aria-rowindex")).toBe("3");
    key("ArrowDown");
    expect(activeRow().getAttribute("aria-rowindex")).toBe("4");
    key("ArrowUp");
    expect(activeRow().getAttribute("aria-rowindex")).toBe("3");
    key("End");
    expect(activeRow().getAttribute("aria-rowindex")).toBe(String(MILLION + 1));
    expect(activeRow().textContent).toContain("user 999999");
    key("Enter");
    expect(onActivate).toHaveBeenCalledWith(rows[MILLION - 1]);
    key("PageUp");
    expect(Number(activeRow().getAttribute("aria-rowindex"))).toBeLessThan(MILLION + 1);
    key("Home");
    expect(activeRow().getAttribute("aria-rowindex")).toBe("2");
  });

  it("sorts from the header and selects with Space, Shift+Arrow, Ctrl+A and Escape", async () => {
    const onSelectionChange = vi.fn();
    const small = rows.slice(0, 50);
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={columns}
        source={{ kind: "client", rows: small }}
        rowKey={(r) => r.id}
        exportTitle="Users"
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /^ID/ }));
    fireEvent.click(screen.getByRole("button", { name: /^ID/ }));
    const idHeader = screen.getAllByRole("columnheader")[1];
    expect(idHeader.getAttribute("aria-sort")).toBe("descending");
    expect(screen.getAllByRole("row")[1].textContent).toContain("user 49");

    act(() => grid().focus());
    key(" ");
    expect(activeRow().getAttribute("aria-selected")).toBe("true");
    expect(onSelectionChange).toHaveBeenLastCalledWith([small[49]]);
    key("ArrowDown", { shiftKey: true });
    key("ArrowDown", { shiftKey: true });
    expect(onSelectionChange).toHaveBeenLastCalledWith([small[49], small[48], small[47]]);
    key("a", { ctrlKey: true });
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(50);
    expect(screen.getByText(/Todas las 50 filas/)).toBeTruthy();
    key("Escape");
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  /** Five rows with an "Editar" action, the menu opened with Shift+F10 on the second row. */
  async function openRowMenu(run = vi.fn(), onActivate?: (row: Row) => void) {
    const actions: RowAction<Row>[] = [{ id: "edit", label: "Editar", run }];
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={columns}
        source={{ kind: "client", rows: rows.slice(0, 5) }}
        rowKey={(r) => r.id}
        exportTitle="Users"
        rowActions={actions}
        onActivate={onActivate}
      />,
    );
    act(() => grid().focus());
    key("ArrowDown");
    key("F10", { shiftKey: true });
    // Focus made the first row active, ArrowDown the second.
    return screen.findByRole("menuitem", { name: "Editar" });
  }

  it("opens the row menu with Shift+F10 and runs an action on the row", async () => {
    const run = vi.fn();
    fireEvent.click(await openRowMenu(run));
    expect(run).toHaveBeenCalledWith([rows[1]]);
  });

  it("hands the keyboard back to the grid the moment Escape closes the row menu", async () => {
    const onActivate = vi.fn();
    const item = await openRowMenu(vi.fn(), onActivate);
    act(() => item.focus());
    // Escape then Enter at once, before any timer runs (Radix returns focus only after a timeout): the Enter
    // reaches the grid and opens the row, it is not lost on the page body.
    act(() => {
      fireEvent.keyDown(item, { key: "Escape" });
    });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(grid());
    act(() => {
      fireEvent.keyDown(document.activeElement as Element, { key: "Enter" });
    });
    expect(onActivate).toHaveBeenCalledWith(rows[1]);
  });

  it("resizes a column from its header's edge by keyboard and remembers it per table", () => {
    localStorage.clear();
    const table = () =>
      render(
        <DataTable
          ariaLabel="Usuarios"
          columns={columns}
          source={{ kind: "client", rows: rows.slice(0, 5) }}
          rowKey={(r) => r.id}
          exportTitle="ResizeTest"
        />,
      );
    const { unmount } = table();
    const handle = screen.getByRole("separator", { name: "Ancho de la columna Nombre" });
    expect(screen.getAllByRole("columnheader")[1].getAttribute("aria-label")).toBe("Nombre");
    fireEvent.keyDown(handle, { key: "ArrowRight" });
    const rule = () =>
      [...document.querySelectorAll("style")]
        .map((style) => style.textContent ?? "")
        .find((text) => text.includes(".c1{")) ?? "";
    expect(rule()).toMatch(/\.c1\{flex:0 0 \d+px/);
    expect(JSON.parse(localStorage.getItem("adm.table.ResizeTest.widths") ?? "{}")).toHaveProperty("name");
    unmount();
    table();
    expect(rule()).toMatch(/\.c1\{flex:0 0 \d+px/);
    fireEvent.keyDown(screen.getByRole("separator", { name: "Ancho de la columna Nombre" }), {
      key: "Enter",
    });
    expect(rule()).toMatch(/\.c1\{flex:1 1/);
    expect(localStorage.getItem("adm.table.ResizeTest.widths")).toBeNull();
  });

  it("filters with the search box", async () => {
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={columns}
        source={{ kind: "client", rows: rows.slice(0, 300) }}
        rowKey={(r) => r.id}
        exportTitle="Users"
      />,
    );
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "USER 29" } });
    await waitFor(() => expect(grid().getAttribute("aria-rowcount")).toBe(String(11 + 1)));
    expect(screen.getByText(/11 filas/)).toBeTruthy();
  });

  it("shows the translated failure instead of crashing", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken: Column<Row>[] = [
      {
        id: "x",
        header: "X",
        value: () => 1,
        cell: () => {
          throw new Error("boom");
        },
      },
    ];
    render(
      <DataTable
        ariaLabel="Usuarios"
        columns={broken}
        source={{ kind: "client", rows: rows.slice(0, 3) }}
        rowKey={(r) => r.id}
        exportTitle="Users"
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Ha fallado el componente: boom.");
    spy.mockRestore();
  });
});
