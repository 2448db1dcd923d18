// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetWorkspace, workspaceStore } from "../../workspace/store";
import "../../shell/modules";
import { signIn } from "../testing/session-fixture";
import { Palette } from "./palette";
import { closePalette, openPalette } from "./state";

beforeEach(() => resetWorkspace());
afterEach(() => {
  act(() => closePalette());
  cleanup();
});

function openIt() {
  render(<Palette />);
  act(() => openPalette());
  return screen.getByRole("combobox");
}

describe("palette: screens the user may not open (issue 29 §10)", () => {
  it("names such a screen, disabled, with the privilege it needs, instead of 'Sin resultados.'", () => {
    signIn(["consulta_consumo"]);
    const input = openIt();
    fireEvent.change(input, { target: { value: "logs" } });
    expect(screen.queryByText("Sin resultados.")).toBeNull();
    const locked = screen.getByRole("option", { name: /Ir a Logs/ });
    expect(locked.getAttribute("aria-disabled")).toBe("true");
    expect(locked.textContent).toContain("requiere el privilegio «ver» del módulo «logs»");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(workspaceStore.get().root).toBeNull();
  });

  it("keeps the screens the user may open out of them, and lists none on an empty query", () => {
    signIn(["logs"]);
    const input = openIt();
    expect(screen.queryByText("Pantallas sin permiso")).toBeNull();
    fireEvent.change(input, { target: { value: "logs" } });
    expect(screen.getByRole("option", { name: /Ir a Logs/ }).getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByText("Pantallas sin permiso")).toBeNull();
  });
});
