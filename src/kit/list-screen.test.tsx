// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerCommands } from "../commands/registry";
import { signIn } from "../commands/testing/session-fixture";
import "../i18n";
import type { Column } from "../ui/data-table";
import { paneKindId } from "../workspace/kinds";
import { PaneContext } from "../workspace/pane-context";
import { getPaneSelection } from "../workspace/selection";
import { markWorkspaceMounted, openPane, resetWorkspace } from "../workspace/store";
import { ListScreen, useClientList } from "./list-screen";

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: "Norte" },
  { id: 2, name: "Sur" },
];
const KIND = paneKindId("general.fixtureList");
const columns: Column<Row>[] = [
  { id: "id", header: "ID", value: (row) => row.id },
  { id: "name", header: "Nombre", value: (row) => row.name },
];
const edited = vi.fn();
const archived = vi.fn();

function Screen({ fetch, label }: { fetch(): Promise<Row[]>; label?: string }) {
  const { source, notice } = useClientList(["fixture", "rows"], fetch);
  return (
    <ListScreen
      label={label}
      exportTitle="Zonas"
      columns={columns}
      source={source}
      notice={notice}
      rowKey={(row) => row.id}
      emptyText="Sin zonas"
      activate="general.fixtureEdit"
    />
  );
}

const base = { module: "general", pane: KIND, surfaces: ["row" as const] };
const disposers: (() => void)[] = [];
let paneId = "";

beforeEach(() => {
  resetWorkspace();
  signIn("root");
  disposers.push(
    markWorkspaceMounted(),
    registerCommands([
      { ...base, id: "general.fixtureEdit", title: "Editar", run: (ctx) => edited(ctx.selection) },
      { ...base, id: "general.fixtureArchive", title: "Archivar", run: (ctx) => archived(ctx.selection) },
    ]),
  );
  paneId = openPane(KIND);
});
afterEach(() => {
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
  vi.clearAllMocks();
});

const show = (fetch: () => Promise<Row[]>, { untitled = false } = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PaneContext.Provider value={{ paneId, kind: KIND, title: "common.retry" }}>
        <Screen fetch={fetch} label={untitled ? undefined : "Zonas"} />
      </PaneContext.Provider>
    </QueryClientProvider>,
  );
const grid = () => screen.getByRole("grid", { name: "Zonas" });

describe("ListScreen", () => {
  it("lists the rows, runs the pane kind's row commands on them and activates a row with Enter", async () => {
    show(async () => ROWS);
    await screen.findByText("Sur");
    act(() => grid().focus());
    fireEvent.keyDown(grid(), { key: "ArrowDown" });
    fireEvent.keyDown(grid(), { key: "Enter" });
    await waitFor(() => expect(edited).toHaveBeenCalledWith([ROWS[1]]));
    fireEvent.keyDown(grid(), { key: " " });
    expect(getPaneSelection(paneId)).toEqual([ROWS[1]]);
    fireEvent.keyDown(grid(), { key: "F10", shiftKey: true });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Archivar" }));
    await waitFor(() => expect(archived).toHaveBeenCalledWith([ROWS[1]]));
  });

  it("is named after its pane's title unless given a label", async () => {
    show(async () => ROWS, { untitled: true });
    expect(await screen.findByRole("grid", { name: "Reintentar" })).toBeTruthy();
  });

  it("says when loading failed and loads again on Reintentar", async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(ROWS);
    show(fetch);
    expect((await screen.findByRole("alert")).textContent).toContain("Error cargando datos.");
    fireEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByText("Norte")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
