// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import type { InputRule } from "./input-types";
import { PagedMultiSelect } from "./paged-multi-select";
import { TagInput } from "./tag-input";
import { TouchSpin } from "./touch-spin";
import { TypedInput } from "./typed-input";

afterEach(cleanup);

function Spin() {
  const [value, setValue] = useState(5);
  return <TouchSpin label="Ciclos" value={value} onValueChange={setValue} max={20} />;
}

function Tags() {
  const [items, setItems] = useState(["uno"]);
  return (
    <TagInput id="tags" label="Ids" items={items} onItemsChange={setItems} duplicateMessage="Repetido" />
  );
}

function Multi({ min }: { min?: number }) {
  const options = Array.from({ length: 60 }, (_, i) => ({ id: String(i), label: `Opción ${i}` }));
  const [selected, setSelected] = useState(["0"]);
  return (
    <PagedMultiSelect
      label="Regiones"
      options={options}
      selected={selected}
      onSelectedChange={setSelected}
      rules={{ min }}
    />
  );
}

function Typed({ rule }: { rule: InputRule }) {
  const [value, setValue] = useState("");
  return <TypedInput id="typed" label="Precio" rule={rule} value={value} onValueChange={setValue} />;
}

describe("TouchSpin", () => {
  it("is a spinbutton stepped by keys and buttons within its range", () => {
    render(<Spin />);
    const spin = screen.getByRole("spinbutton", { name: "Ciclos" });
    fireEvent.keyDown(spin, { key: "ArrowUp" });
    expect(spin).toHaveProperty("value", "6");
    expect(spin.getAttribute("aria-valuenow")).toBe("6");
    fireEvent.keyDown(spin, { key: "PageUp" });
    expect(spin).toHaveProperty("value", "16");
    fireEvent.keyDown(spin, { key: "End" });
    expect(spin).toHaveProperty("value", "20");
    expect(screen.getByRole("button", { name: "Aumentar Ciclos" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Disminuir Ciclos" }));
    expect(spin).toHaveProperty("value", "19");
    fireEvent.change(spin, { target: { value: "7x" } });
    expect(spin).toHaveProperty("value", "7");
  });
});

describe("TagInput", () => {
  it("adds with Enter, refuses a duplicate with the given message and removes the last with Backspace", () => {
    render(<Tags />);
    const box = screen.getByLabelText("Ids");
    fireEvent.change(box, { target: { value: "dos" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["uno", "dos"]);
    fireEvent.change(box, { target: { value: "uno" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("Repetido");
    expect(box).toHaveProperty("value", "uno");
    fireEvent.change(box, { target: { value: "" } });
    fireEvent.keyDown(box, { key: "Backspace" });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["uno"]);
    fireEvent.click(screen.getByRole("button", { name: "Quitar uno" }));
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });
});

describe("PagedMultiSelect", () => {
  it("toggles the active option with Enter and pages with PageDown", () => {
    render(<Multi />);
    fireEvent.click(screen.getByRole("button", { name: /Regiones/ }));
    const search = screen.getByRole("combobox", { name: "Buscar en Regiones" });
    expect(screen.getAllByRole("option")).toHaveLength(50);
    fireEvent.keyDown(search, { key: "ArrowDown" });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(screen.getByRole("option", { name: "Opción 1" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(search, { key: "PageDown" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toContain("Opción 55");
    expect(screen.getByText("Página 2 de 2 (60 opciones)")).toBeTruthy();
    fireEvent.keyDown(search, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("button", { name: /Regiones/ }).textContent).toContain("2 Seleccionados");
  });

  it("blocks deselecting the last item under a minimum with the spec's toast", () => {
    const warning = vi.spyOn(toast, "warning");
    render(<Multi min={1} />);
    fireEvent.click(screen.getByRole("button", { name: /Regiones/ }));
    fireEvent.keyDown(screen.getByRole("combobox"), { key: "Enter" });
    expect(warning).toHaveBeenCalledWith("Debe tener minimo un(1) item seleccionado", { duration: 600 });
    expect(screen.getByRole("option", { name: "Opción 0" }).getAttribute("aria-selected")).toBe("true");
  });
});

describe("TypedInput", () => {
  it("lists the characters its type refuses", () => {
    render(<Typed rule="price" />);
    fireEvent.change(screen.getByLabelText("Precio"), { target: { value: "12$a" } });
    expect(screen.getByRole("alert").textContent).toBe("Caracteres Invalidos: $ a");
  });

  it("strips non-digits from an integer and flags an empty required value", () => {
    render(<Typed rule="integer" />);
    const box = screen.getByLabelText("Precio");
    fireEvent.change(box, { target: { value: "4b2" } });
    expect(box).toHaveProperty("value", "42");
    cleanup();
    render(<Typed rule="required" />);
    expect(screen.getByRole("alert").textContent).toBe("Campo requerido.");
  });
});
