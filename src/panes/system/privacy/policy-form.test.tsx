// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/errors";
import "../../../i18n";
import { capOf, PolicyForm } from "./policy-form";

// The save the form makes, answered per test (a plain function: the server's answer or its refusal).
const server = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (): Promise<unknown> => Promise.resolve(undefined),
}));
vi.mock("../../../api/privacy", () => ({
  useSetDataPolicy: () => ({
    isPending: false,
    mutateAsync: (change: unknown) => {
      server.calls.push(change);
      return server.answer();
    },
  }),
}));

const POLICY = { module: "consulta_consumo", reveal: true, export_row_cap: null };
const cap = () => screen.getByLabelText("Máximo de filas por exportación") as HTMLInputElement;
const allow = () => screen.getByRole("switch", { name: "Permitir revelar con motivo" });
const save = () =>
  screen.getByRole("button", { name: "Guardar la política de Consulta de consumo" }) as HTMLButtonElement;

beforeEach(() => {
  server.calls = [];
});
afterEach(cleanup);

describe("a module's personal-data policy", () => {
  it("takes an empty cap as none and refuses what the contract does not take", () => {
    expect(capOf(" ")).toEqual({ cap: null });
    expect(capOf("2500")).toEqual({ cap: 2500 });
    for (const text of ["0", "-3", "2.5", "abc", "1048576"]) expect(capOf(text)).toHaveProperty("error");
  });

  it("saves the switch and the cap together, and keeps both when the save fails", async () => {
    server.answer = () => Promise.reject(new ApiError({ code: "error_network", httpStatus: 0 }));
    render(<PolicyForm module="consulta_consumo" policy={POLICY} readOnly={false} />);
    expect(save().disabled).toBe(true);
    fireEvent.change(cap(), { target: { value: "0" } });
    expect(screen.getByText(/Escribe un número entero entre 1 y 1.048.575/)).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.click(allow());
    fireEvent.change(cap(), { target: { value: "2500" } });
    await act(async () => fireEvent.click(save()));
    expect(server.calls).toEqual([
      { module: "consulta_consumo", change: { reveal: false, export_row_cap: 2500 } },
    ]);
    expect(await screen.findByText("No se pudo contactar al servidor.")).toBeTruthy();
    expect(allow().getAttribute("aria-checked")).toBe("false");
    expect(cap().value).toBe("2500");
  });

  it("shows a view-only user the policy without a way to change it", () => {
    render(<PolicyForm module="consulta_consumo" policy={{ ...POLICY, export_row_cap: 300 }} readOnly />);
    expect(cap().value).toBe("300");
    expect(cap().disabled).toBe(true);
    expect((allow() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: /Guardar/ })).toBeNull();
  });
});
