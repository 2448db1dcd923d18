// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { setFlash } from "./flash";
import { LoginPage } from "./login-page";
import { sessionMessage } from "./messages";

const refusal = (error: string) =>
  new Response(JSON.stringify({ status: 401, result: null, error, extra: null, message: error }), {
    status: 401,
    headers: { "content-type": "application/json" },
  });

let answer: () => Response;
beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => answer());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function submit(email: string) {
  render(<LoginPage />);
  fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "x" } });
  fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
  return screen.findByRole("alert");
}

describe("login form messages (spec 1 §8)", () => {
  it("shows a locked account with its title 'Usuario Bloqueado' and 'Su cuenta ha sido bloqueada.'", async () => {
    answer = () => refusal("bloqued_account_exception");
    const alert = await submit("v9@adm.test");
    expect(
      within(alert)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(["Usuario Bloqueado", "Su cuenta ha sido bloqueada."]);
  });

  it("shows a wrong password with the spec's message alone", async () => {
    answer = () => refusal("auth_invalid_login");
    const alert = await submit("consulta@adm.test");
    expect(alert.textContent).toBe("Usuario no encontrado, por favor verifique y vuelva a intentar");
  });
});

describe("why the previous session ended (spec 1 §8)", () => {
  it("stays on the form, title and text, until the next attempt", async () => {
    setFlash(sessionMessage("auth_session_exist"));
    render(<LoginPage />);
    const ended = await screen.findByRole("status");
    expect(
      within(ended)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual(["Sesion expirada", "Sesión existente o ha expirado."]);
    answer = () => refusal("auth_invalid_login");
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "consulta@adm.test" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Entrar" }));
    await screen.findByRole("alert");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
