// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../api/client";
import type { FoundUser, Subscription, SubscriptionList } from "../../api/consumption";
import { consumptionKeys } from "../../api/consumption-queries";
import { ApiError } from "../../api/errors";
import { queryClient } from "../../api/query-client";
import { ConfirmDialog } from "../../commands/confirm-dialog";
import { executeCommand } from "../../commands/execute";
import { session } from "../../session/store";
import "../../shell/modules";
import { clearPaneState, publishPaneData } from "../../workspace/selection";
import { markWorkspaceMounted, openPane, resetWorkspace, workspaceStore } from "../../workspace/store";
import { LOOKUP } from "./kinds";

// The four changes run from their commands through the declared confirmation: impact first, a required
// reason sent as `reason`, a refusal shown in the dialog with what was typed kept.

vi.mock("../../api/client", () => ({ api: vi.fn() }));
const mocked = vi.mocked(api);

const maria: FoundUser = {
  USER_HASH: "h1",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10000001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María López Hernández",
  PHONE_TELMEX: "5512345678",
  PHONE_TELCEL: null,
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};
const row = (id: number, price: number, status: Subscription["status"]): Subscription => ({
  subscription_id: id,
  title: `Plan ${id}`,
  origin: "web",
  ip: "187.190.12.34",
  created_at: "2026-06-01T10:00:00.000Z",
  expires_at: "2026-12-01T10:00:00.000Z",
  price,
  currency: "MXN",
  waspurchased: "1",
  payment_method: "tarjeta_credito",
  payment_status: "aprobado",
  status,
});

/** Answers each call by its path: a value, or an error to throw. */
function serve(answers: Record<string, unknown>) {
  mocked.mockImplementation(async (path) => {
    const answer = answers[String(path).replace("/consulta_consumo", "")];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}
const queryOf = (path: string) =>
  mocked.mock.calls.find(([called]) => String(called).endsWith(path))?.[1]?.query;
/** Text as read, the non-breaking space of amounts included. */
const textOf = (element: HTMLElement) => (element.textContent ?? "").replace(/\s/g, " ");
const params = () => (workspaceStore.get().root as { params: Record<string, string> }).params;

let paneId = "";
let unmount = () => undefined as unknown;

function showing(subscriptions: Subscription[]) {
  queryClient.setQueryData<SubscriptionList>(consumptionKeys.subscriptions(maria.USER_HASH), {
    subscriptions,
    total: subscriptions.length,
  });
  publishPaneData(paneId, { user: maria, subscriptions });
}

beforeEach(() => {
  mocked.mockReset();
  queryClient.clear();
  resetWorkspace();
  unmount = markWorkspaceMounted();
  session.token = "t";
  session.user = {
    user_id: 7,
    name: "soporte",
    fullname: "Ana Soporte",
    email: "soporte@adm.test",
    root: 1,
    region: "mexico",
    rules: [],
    groups: [],
    regions: [],
    tenants: [],
  };
  paneId = openPane(LOOKUP, { by: "email", q: maria.EMAIL });
  render(
    <QueryClientProvider client={queryClient}>
      <ConfirmDialog />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  clearPaneState(paneId);
  unmount();
});

describe("consumption changes", () => {
  it("cancels after its impact and a reason; a refusal keeps the reason and shows the translated code", async () => {
    const toastError = vi.spyOn(toast, "error");
    const active = row(1, 119, "active");
    showing([active]);
    serve({ "/subscription/cancel": new ApiError({ code: "PGS_SUB_00002", httpStatus: 200 }) });
    const ran = executeCommand("consumption.cancelSubscription", "row", undefined, {
      paneId,
      selection: [active],
    });
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar la suscripción" });
    expect(textOf(dialog)).toContain("1 registro afectado");
    expect(textOf(dialog)).toContain("Importe: 119,00 MXN");
    const confirm = screen.getByRole("button", { name: "Cancelar suscripción" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // The way out is not a second "Cancelar" beside "Cancelar suscripción" (issue 31 §7).
    expect(screen.getByRole("button", { name: "Volver" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Motivo"), { target: { value: "Pedido del cliente" } });
    fireEvent.click(confirm);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "La suscripción no fue comprada o no está activa.",
    );
    expect((screen.getByLabelText("Motivo") as HTMLInputElement).value).toBe("Pedido del cliente");
    // Shown once, in the dialog: not also as a toast.
    expect(toastError).not.toHaveBeenCalled();

    serve({ "/subscription/cancel": { subscription_id: 1, status: "cancelled" }, "/subscription/list": [] });
    fireEvent.click(confirm);
    expect(await ran).toEqual({ status: "ran" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(queryOf("/subscription/cancel")).toMatchObject({
      user_hash: "h1",
      subscription_id: 1,
      reason: "Pedido del cliente",
    });
  });

  it("deletes the user after naming what is terminated first, then clears the pane's search", async () => {
    showing([row(1, 119, "active"), row(2, 115, "cancelled")]);
    serve({ "/user/delete": { deleted: 1, terminated: 1 } });
    const ran = executeCommand("consumption.deleteUser", "toolbar", undefined, { paneId });
    const dialog = await screen.findByRole("alertdialog", { name: "Eliminar usuario" });
    const text = textOf(dialog);
    expect(text).toContain("Plan 1");
    expect(text).not.toContain("Plan 2");
    expect(text).toContain("Importe: 119,00 MXN");
    fireEvent.change(screen.getByLabelText("Motivo"), { target: { value: "Baja solicitada" } });
    fireEvent.submit(screen.getByLabelText("Motivo").closest("form") as HTMLFormElement);
    expect(await ran).toEqual({ status: "ran" });
    expect(params()).toEqual({ by: "email" });
    expect(queryOf("/user/delete")).toMatchObject({
      user_hash: "h1",
      id_usuario: 10000001,
      reason: "Baja solicitada",
    });
  });

  it("changes the e-mail, asked with the reason, and follows it in the pane's search", async () => {
    showing([]);
    serve({ "/user/modifyemail": { ACTUALIZO: "1" } });
    const ran = executeCommand("consumption.editEmail", "toolbar", undefined, { paneId });
    await screen.findByRole("alertdialog", { name: "Editar correo" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Correo nuevo")));
    fireEvent.change(screen.getByLabelText("Correo nuevo"), { target: { value: "Maria.Nueva@correo.test" } });
    const save = screen.getByRole("button", { name: "Guardar correo" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Motivo"), { target: { value: "Cambio pedido" } });
    fireEvent.click(save);
    expect(await ran).toEqual({ status: "ran" });
    expect(params()).toEqual({ by: "email", q: "maria.nueva@correo.test" });
    expect(queryOf("/user/modifyemail")).toMatchObject({
      new_email: "Maria.Nueva@correo.test",
      reason: "Cambio pedido",
    });
  });

  it("backs out on Cancelar without calling the server", async () => {
    showing([row(1, 119, "active")]);
    const ran = executeCommand("consumption.terminateAll", "toolbar", undefined, { paneId });
    await screen.findByRole("alertdialog", { name: "Terminar suscripciones" });
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(await ran).toEqual({ status: "cancelled" });
    expect(mocked).not.toHaveBeenCalled();
  });
});
