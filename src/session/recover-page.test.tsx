// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../i18n";
import { RecoverPage } from "./recover-page";

const reply = (http: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: http, headers: { "content-type": "application/json" } });

beforeEach(() => {
  window.history.replaceState(null, "", "/recover?id=token-1");
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/base/user/find"))
      return reply(200, {
        status: 0,
        result: { user_id: 5 },
        error: null,
        extra: null,
        message: "",
      });
    return reply(400, {
      status: 400,
      result: null,
      error: "password_weak",
      extra: { datafield: "plain" },
      message: "password_weak",
    });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("update-password page", () => {
  it("clears the field a server error names (spec 1 §5) and shows the error on it, keeping the e-mail", async () => {
    render(<RecoverPage />);
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@adm.test" } });
    const password = screen.getByLabelText("Nueva contraseña") as HTMLInputElement;
    fireEvent.change(password, { target: { value: "corta" } });
    fireEvent.click(screen.getByRole("button", { name: "Actualizar" }));
    await waitFor(() => expect(password.value).toBe(""));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("recover-password-error")?.textContent).toBe(
      "La contraseña debe tener al menos 8 caracteres.",
    );
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("ana@adm.test");
  });
});
