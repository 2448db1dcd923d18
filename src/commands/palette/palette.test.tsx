// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markWorkspaceMounted, openPane, resetWorkspace, workspaceStore } from "../../workspace/store";
import "../../shell/modules";
import { paneKindId } from "../../workspace/kinds";
import { registerCommands } from "../registry";
import { signIn } from "../testing/session-fixture";
import type { ArgSpec } from "../types";
import { clearUsage, recordUse } from "./frecency";
import { Palette } from "./palette";
import { type PaletteItem, registerPaletteProvider } from "./providers";
import { closePalette, openPalette, paletteStore } from "./state";

const disposers: (() => void)[] = [];

beforeEach(() => {
  resetWorkspace();
  clearUsage();
  signIn("root");
});
afterEach(() => {
  act(() => closePalette());
  cleanup();
  for (const dispose of disposers.splice(0)) dispose();
});

function openIt() {
  render(<Palette />);
  act(() => openPalette());
  return screen.getByRole("combobox");
}

const options = () => screen.queryAllByRole("option");
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute("aria-activedescendant");
  return id ? document.getElementById(id) : null;
};

/** A look-up that finds nothing and says why, with the options it offers instead. */
const fruitlessLookup = (id: string, message: (query: string) => string, items: PaletteItem[]) =>
  registerPaletteProvider({
    id,
    group: "palette.listLabel",
    debounceMs: 0,
    search: () => [],
    explainEmpty: (query) => ({ message: message(query), items }),
  });

describe("palette", () => {
  it("is a named dialog with a combobox controlling a listbox of options", () => {
    const input = openIt();
    expect(screen.getByRole("dialog", { name: "Paleta de comandos" })).toBeTruthy();
    expect(input.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(input.getAttribute("aria-controls")).toBe(listbox.id);
    expect(options().length).toBeGreaterThan(5);
    const active = activeOption(input);
    expect(active?.getAttribute("role")).toBe("option");
    expect(active?.getAttribute("aria-selected")).toBe("true");
    expect(options().filter((option) => option.getAttribute("aria-selected") === "true")).toHaveLength(1);
  });

  it("moves the active option with the arrows, Home and End, keeping aria-activedescendant current", () => {
    const input = openIt();
    const first = activeOption(input);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const second = activeOption(input);
    expect(second).not.toBe(first);
    expect(second?.getAttribute("aria-selected")).toBe("true");
    expect(first?.getAttribute("aria-selected")).toBe("false");
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeOption(input)).toBe(first);
    fireEvent.keyDown(input, { key: "End" });
    expect(activeOption(input)?.getAttribute("aria-posinset")).toBe(
      activeOption(input)?.getAttribute("aria-setsize"),
    );
    fireEvent.keyDown(input, { key: "Home" });
    expect(activeOption(input)?.getAttribute("aria-posinset")).toBe("1");
  });

  it("finds a screen despite a typo and opens it on Enter", async () => {
    const input = openIt();
    fireEvent.change(input, { target: { value: "usarios" } });
    expect(activeOption(input)?.textContent).toContain("Usuarios");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(paletteStore.get().open).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe("/system/users"));
  });

  it("shows recently used commands first on an empty query", () => {
    recordUse("mails.openList");
    const input = openIt();
    expect(screen.getByText("Recientes")).toBeTruthy();
    expect(activeOption(input)?.textContent).toContain("Ir a Mails");
  });

  it("opens an argument page for a command with args; Backspace on an empty input goes back", async () => {
    disposers.push(markWorkspaceMounted());
    openPane(paneKindId("home.main"));
    const input = openIt();
    fireEvent.change(input, { target: { value: "abrir modulo derecha" } });
    expect(activeOption(input)?.textContent).toContain("Abrir un módulo a la derecha");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(paletteStore.get().commandId).toBe("workspace.openToSide");
    await waitFor(() => expect(options().length).toBeGreaterThan(3));
    fireEvent.change(input, { target: { value: "logs" } });
    await waitFor(() => expect(activeOption(input)?.textContent).toBe("Logs"));
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(workspaceStore.get().root).toMatchObject({ type: "split", direction: "row" }));
    act(() => openPalette({ commandId: "workspace.openToSide" }));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Backspace" });
    expect(paletteStore.get().commandId).toBeNull();
  });

  it("asks multi-page arguments one page after another; Backspace goes back one page", async () => {
    const run = vi.fn();
    type Draft = { first?: string; second?: string };
    const second: ArgSpec<Draft> = {
      placeholder: "palette.placeholder",
      title: "palette.listLabel",
      suggest: () =>
        ["x", "y"].map((v) => ({ id: v, label: `Segundo ${v}`, value: { first: "a", second: v } })),
    };
    const first: ArgSpec<Draft> = {
      placeholder: "palette.placeholder",
      suggest: () => ["a", "b"].map((v) => ({ id: v, label: `Primero ${v}`, value: { first: v } })),
      next: (value) => (value.second ? undefined : second),
    };
    disposers.push(
      registerCommands([
        {
          id: "general.twoSteps",
          title: "palette.label",
          module: "general",
          surfaces: ["palette"],
          args: first,
          run,
        } as never,
      ]),
    );
    const input = openIt();
    act(() => openPalette({ commandId: "general.twoSteps" }));
    await waitFor(() => expect(activeOption(input)?.textContent).toBe("Primero a"));
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(activeOption(input)?.textContent).toBe("Segundo x"));
    expect(paletteStore.get().steps).toHaveLength(1);
    fireEvent.keyDown(input, { key: "Backspace" });
    await waitFor(() => expect(activeOption(input)?.textContent).toBe("Primero a"));
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(activeOption(input)?.textContent).toBe("Segundo x"));
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(run).toHaveBeenCalledWith(expect.anything(), { first: "a", second: "y" }));
    expect(paletteStore.get()).toMatchObject({ open: false, steps: [] });
  });

  it("shows provider results inline with a loading state, and drops stale answers", async () => {
    const calls: { query: string; signal: AbortSignal }[] = [];
    const item = (id: string, label: string): PaletteItem => ({ id, label, run: () => undefined });
    disposers.push(
      registerPaletteProvider({
        id: "subscribers",
        group: "palette.listLabel",
        debounceMs: 10,
        search: (query, signal) => {
          calls.push({ query, signal });
          return new Promise((resolve) => setTimeout(() => resolve([item(query, `Abonado ${query}`)]), 30));
        },
      }),
    );
    const input = openIt();
    fireEvent.change(input, { target: { value: "ana@" } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole("listbox").getAttribute("aria-busy")).toBe("true");
    fireEvent.change(input, { target: { value: "ana@example.com" } });
    await waitFor(() => expect(screen.getByText("Abonado ana@example.com")).toBeTruthy());
    expect(calls[0].signal.aborted).toBe(true);
    expect(screen.queryByText("Abonado ana@")).toBeNull();
  });

  it("stays virtualized with 10,000 candidates and keeps the active one rendered", () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `s${i}`,
      label: `Abonado ${i}`,
      detail: `abonado${i}@example.com`,
      run: vi.fn(),
    }));
    disposers.push(
      registerPaletteProvider({
        id: "bench",
        group: "palette.listLabel",
        minQueryLength: 0,
        debounceMs: 0,
        ranking: "local",
        search: () => many,
      }),
    );
    const input = openIt();
    expect(options().length).toBeLessThan(100);
    fireEvent.keyDown(input, { key: "End" });
    const last = activeOption(input);
    expect(last?.textContent).toContain("Abonado 9999");
    expect(Number(last?.getAttribute("aria-setsize"))).toBeGreaterThan(10_000);
    fireEvent.change(input, { target: { value: "abonado 4242" } });
    expect(activeOption(input)?.textContent).toContain("Abonado 4242");
  });

  it("says why a look-up found nothing and offers a way on, instead of 'Sin resultados.'", async () => {
    const next = vi.fn();
    disposers.push(
      fruitlessLookup("nobody", (query) => `Nadie tiene ${query} en México.`, [
        { id: "co", label: "Buscar en Colombia", run: next },
      ]),
    );
    const input = openIt();
    fireEvent.change(input, { target: { value: "nadie@correo.test" } });
    expect(await screen.findByText("Nadie tiene nadie@correo.test en México.")).toBeTruthy();
    expect(screen.queryByText("Sin resultados.")).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("Nadie tiene nadie@correo.test en México."),
    );
    expect(activeOption(input)?.textContent).toContain("Buscar en Colombia");
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(next).toHaveBeenCalled());
  });

  it("lists another provider's hit first, above a fruitless look-up's regions to search next", async () => {
    const regions = ["Chile", "Colombia", "Argentina", "Perú", "Brasil", "Ecuador", "Guatemala", "Uruguay"];
    const opened = vi.fn();
    disposers.push(
      fruitlessLookup(
        "phones",
        (query) => `Ningún teléfono empieza por ${query} en la región México.`,
        regions.map((region) => ({ id: region, label: `Buscar en ${region}`, run: vi.fn() })),
      ),
      registerPaletteProvider({
        id: "filtersById",
        group: "palette.listLabel",
        debounceMs: 0,
        search: (query) => [{ id: query, label: `${query} · Premiados Veracruz 5`, run: opened }],
      }),
    );
    const input = openIt();
    fireEvent.change(input, { target: { value: "2004" } });
    await waitFor(() => expect(screen.getByText("Buscar en Uruguay")).toBeTruthy());
    expect(activeOption(input)?.textContent).toContain("2004 · Premiados Veracruz 5");
    const labels = options().map((option) => option.textContent ?? "");
    expect(labels.findIndex((label) => label.includes("Premiados"))).toBeLessThan(
      labels.findIndex((label) => label.includes("Buscar en Chile")),
    );
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(opened).toHaveBeenCalled());
  });

  it("finds sign out, language, region and tenant commands, 'ingles' included", () => {
    const input = openIt();
    for (const [typed, title] of [
      ["ingles", "Cambiar el idioma…"],
      ["cerrar sesion", "Cerrar sesión"],
      ["region", "Cambiar de región…"],
      ["tenant", "Cambiar de tenant…"],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      expect(activeOption(input)?.textContent, typed).toContain(title);
    }
  });

  it("opens with a carried-over query", () => {
    render(<Palette />);
    act(() => openPalette({ query: "maria.lop" }));
    expect((screen.getByRole("combobox") as HTMLInputElement).value).toBe("maria.lop");
  });

  it("offers the tenants on the tenant command's page, accents aside", async () => {
    const { queryClient } = await import("../../api/query-client");
    const { tenantsQuery } = await import("../../api/base");
    queryClient.setQueryData(tenantsQuery().queryKey, [
      { tenant_id: 1, code: "video", title: "Video" },
      { tenant_id: 3, code: "music", title: "Music" },
    ]);
    render(<Palette />);
    act(() => openPalette({ commandId: "general.switchTenant" }));
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "mus" } });
    await waitFor(() => expect(activeOption(input)?.textContent).toContain("Música"));
  });
});
