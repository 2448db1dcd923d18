// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/errors";
import "../i18n";
import type { RevealTarget } from "../api/privacy";
import { RevealDialogHost } from "./reveal-dialog";
import { closeReveal, requestReveal, revealedValue } from "./reveal-store";

// The call the dialog makes, answered per test (a plain function: the server's answer or its refusal).
const server = vi.hoisted(() => ({
  calls: [] as unknown[][],
  answer: (): Promise<{ value: string }> => Promise.resolve({ value: "" }),
}));
vi.mock("../api/privacy", () => ({
  revealPersonalValue: (...args: unknown[]) => {
    server.calls.push(args);
    return server.answer();
  },
}));

const EMAIL: RevealTarget = { kind: "end_user", region: "mexico", id_usuario: 7, field: "email" };
const PHONE: RevealTarget = { kind: "end_user", region: "mexico", id_usuario: 7, field: "phone_telmex" };

function ask() {
  act(() =>
    requestReveal({
      paneId: "p1",
      module: "consulta_consumo",
      subject: "M*** L***",
      choices: [
        { target: EMAIL, label: "Correo" },
        { target: PHONE, label: "Teléfono Telmex" },
      ],
      initial: 1,
    }),
  );
}

const reason = () => screen.getByLabelText("Motivo") as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "Revelar" }) as HTMLButtonElement;

beforeEach(() => {
  server.calls = [];
});
afterEach(() => {
  closeReveal();
  cleanup();
});

describe("the reveal dialog", () => {
  it("asks a reason within the contract's bounds, translated, before it reveals", async () => {
    render(<RevealDialogHost />);
    ask();
    await act(async () => fireEvent.change(reason(), { target: { value: "abc" } }));
    expect(await screen.findByText("El motivo debe tener al menos 5 caracteres.")).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await act(async () => fireEvent.change(reason(), { target: { value: "x".repeat(501) } }));
    expect(await screen.findByText("El motivo admite como máximo 500 caracteres.")).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it("reveals the field chosen and keeps the whole value for its pane only", async () => {
    server.answer = () => Promise.resolve({ value: "5512345678" });
    render(<RevealDialogHost />);
    ask();
    expect((screen.getByLabelText("Dato") as HTMLSelectElement).value).toBe("1");
    await act(async () => fireEvent.change(reason(), { target: { value: "Cliente al teléfono" } }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    await act(async () => fireEvent.click(submit()));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.calls).toEqual([["consulta_consumo", PHONE, "Cliente al teléfono"]]);
    expect(revealedValue("p1", PHONE)).toBe("5512345678");
    expect(revealedValue("p2", PHONE)).toBeUndefined();
    expect(revealedValue("p1", EMAIL)).toBeUndefined();
  });

  it("says a refusal in words and keeps the reason typed", async () => {
    const refusal = new ApiError({ code: "privacy_reveal_not_allowed", httpStatus: 403 });
    server.answer = () => Promise.reject(refusal);
    render(<RevealDialogHost />);
    ask();
    await act(async () => fireEvent.change(reason(), { target: { value: "Cliente al teléfono" } }));
    await waitFor(() => expect(submit().disabled).toBe(false));
    await act(async () => fireEvent.click(submit()));
    expect(
      await screen.findByText("El administrador no permite revelar datos personales en este módulo."),
    ).toBeTruthy();
    expect(reason().value).toBe("Cliente al teléfono");
    expect(submit().disabled).toBe(false);
  });
});
