// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../i18n";
import { RadioOption } from "./radio-option";

afterEach(cleanup);

const options = [
  { value: "D", label: "Días", description: "La bonificación se cuenta en días" },
  { value: "M", label: "Meses" },
  { value: "X", label: "x".repeat(51), description: "y".repeat(201) },
] as const;

describe("radio option", () => {
  it("is a named group of radios whose choice reports its value", () => {
    const onValueChange = vi.fn();
    render(<RadioOption legend="Unidad" options={options} value="D" onValueChange={onValueChange} />);
    expect(screen.getByRole("group", { name: "Unidad" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Días" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "Meses" }));
    expect(onValueChange).toHaveBeenCalledWith("M");
  });

  it("replaces a label over 50 characters and a description over 200 by 'máximo excedido'", () => {
    render(<RadioOption legend="Unidad" options={options} value="D" onValueChange={() => {}} />);
    expect(screen.getAllByText("máximo excedido")).toHaveLength(2);
    expect(screen.queryByText("x".repeat(51))).toBeNull();
    expect(screen.getByText("La bonificación se cuenta en días")).toBeTruthy();
  });

  it("keeps a label of exactly 50 characters", () => {
    render(
      <RadioOption
        legend="U"
        options={[{ value: "A", label: "a".repeat(50) }]}
        value="A"
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByText("a".repeat(50))).toBeTruthy();
  });
});
