// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "../../i18n";
import type { InputRule } from "./input-types";
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
