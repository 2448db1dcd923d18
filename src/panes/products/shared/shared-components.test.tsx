// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { MultiSelect } from "./multi-select";

const toasts = vi.hoisted(() => ({ warning: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));

afterEach(cleanup);

function Select({ count, minimum }: { count: number; minimum?: number }) {
  const options = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    label: `Opción número ${i + 1}`,
  }));
  const [selected, setSelected] = useState<string[]>(["1"]);
  return (
    <MultiSelect
      label="Región"
      options={options}
      selected={selected}
      onChange={setSelected}
      minimum={minimum}
    />
  );
}

describe("multi-select", () => {
  it("selects by keyboard and refuses to leave none with a minimum of one", async () => {
    render(<Select count={3} minimum={1} />);
    const combo = screen.getByRole("combobox", { name: "Región" });
    expect(combo.textContent).toContain("Opción númer…");
    await act(async () => fireEvent.click(combo));
    const listbox = screen.getByRole("listbox", { name: "Región" });
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.keyDown(listbox, { key: "Enter" });
    expect(toasts.warning).toHaveBeenCalledWith("Debe tener minimo un(1) item seleccionado", {
      duration: 600,
    });
    fireEvent.keyDown(listbox, { key: "ArrowDown" });
    fireEvent.keyDown(listbox, { key: " " });
    expect(screen.getAllByRole("option", { selected: true })).toHaveLength(2);
  });

  it("pages 50 options and searches at 49 or more", async () => {
    render(<Select count={120} />);
    await act(async () => fireEvent.click(screen.getByRole("combobox", { name: "Región" })));
    expect(screen.getAllByRole("option")).toHaveLength(50);
    fireEvent.change(screen.getByRole("textbox", { name: "Buscar en Región" }), {
      target: { value: "número 117" },
    });
    expect((await screen.findAllByRole("option")).map((o) => o.textContent)).toEqual(["Opción número 117"]);
  });
});
