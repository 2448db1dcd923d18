// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { MultiSelect } from "./multi-select";
import type { SelectionRules } from "./multi-select-model";

const toasts = vi.hoisted(() => ({ warning: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

afterEach(() => {
  cleanup();
  toasts.warning.mockClear();
});

function Select({
  count,
  rules,
  initial = ["1"],
}: {
  count: number;
  rules?: SelectionRules;
  initial?: string[];
}) {
  const options = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    label: `Opción número ${i + 1}`,
  }));
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <MultiSelect label="Región" options={options} selected={selected} onChange={setSelected} rules={rules} />
  );
}

const open = async () => {
  const combo = screen.getByRole("combobox", { name: "Región" });
  await act(async () => fireEvent.click(combo));
  return combo;
};

describe("multi-select", () => {
  it("selects by keyboard and refuses to leave none under a minimum of one", async () => {
    render(<Select count={3} rules={{ min: 1 }} />);
    expect(screen.getByRole("combobox", { name: "Región" }).textContent).toBe("Opción númer…");
    await open();
    const listbox = screen.getByRole("listbox", { name: "Región" });
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(toasts.warning).toHaveBeenCalledWith("Debe tener minimo un(1) item seleccionado", {
      duration: 600,
    });
    expect(screen.getAllByRole("option", { selected: true })).toHaveLength(1);
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: " " });
    expect(screen.getAllByRole("option", { selected: true })).toHaveLength(2);
    fireEvent.keyDown(listbox, { key: "End" });
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(screen.getByRole("combobox", { name: "Región" }).textContent).toBe("Global");
  });

  it("shows 50 options, loads the next 50 with PageDown and searches at 49 or more", async () => {
    render(<Select count={120} />);
    await open();
    expect(screen.getAllByRole("option")).toHaveLength(50);
    expect(screen.getByText("50 de 120 opciones")).toBeTruthy();
    const search = screen.getByRole("textbox", { name: "Buscar en Región" });
    await act(async () => fireEvent.keyDown(search, { key: "PageDown" }));
    expect(screen.getAllByRole("option")).toHaveLength(100);
    expect(search.getAttribute("aria-activedescendant")).toBe(screen.getAllByRole("option")[50].id);
    await act(async () => fireEvent.keyDown(search, { key: "Enter" }));
    expect(screen.getByRole("option", { name: "Opción número 51" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await act(async () => fireEvent.change(search, { target: { value: "número 117" } }));
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Opción número 117"]);
  });

  it("refuses a selection beyond its limit and counts beyond two selections", async () => {
    render(<Select count={5} rules={{ max: 3 }} initial={["1", "2"]} />);
    const combo = screen.getByRole("combobox", { name: "Región" });
    expect(combo.textContent).toBe("Opción númer…, Opción númer…");
    await open();
    const listbox = screen.getByRole("listbox", { name: "Región" });
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(combo.textContent).toBe("3 Seleccionados");
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(toasts.warning).toHaveBeenCalledWith("Se pueden seleccionar como máximo 3 elementos.", {
      duration: undefined,
    });
    expect(combo.textContent).toBe("3 Seleccionados");
  });

  it("says Ninguno, or its placeholder, with nothing selected", () => {
    render(<Select count={2} initial={[]} />);
    expect(screen.getByRole("combobox", { name: "Región" }).textContent).toBe("Ninguno");
  });
});
