// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "../../../i18n";
import { LogDetailDialog, splitReason } from "./log-detail-dialog";

afterEach(cleanup);

const long = `Cancelada la suscripción 7 · usuario 10000001 <maria.lopez@correo.test> · región mexico · motivo: ${"El cliente lo pidió por teléfono. ".repeat(8).trim()}`;

describe("log detail", () => {
  it("separates the reason the operator gave from the message", () => {
    expect(splitReason(long).message).toBe(
      "Cancelada la suscripción 7 · usuario 10000001 <maria.lopez@correo.test> · región mexico",
    );
    expect(splitReason(long).reason).toMatch(/^El cliente lo pidió por teléfono\./);
    expect(splitReason("Inicio de sesión")).toEqual({ message: "Inicio de sesión", reason: null });
  });

  it("shows the whole message and reason, however long", () => {
    render(
      <LogDetailDialog
        paneId="logs-1"
        row={{
          log_id: 42,
          datetime: "2026-11-15T12:00:00.000Z",
          user: "soporte@adm.test",
          ip: "10.0.0.1",
          url: "/services/consulta_consumo/subscription/cancel",
          action: "subscription_cancel",
          message: long,
          level: "info",
        }}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Registro 42" });
    expect(dialog.textContent).toContain(splitReason(long).reason);
    expect(dialog.textContent).toContain("Motivo");
  });
});
