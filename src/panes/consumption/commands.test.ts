// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FoundUser, Subscription } from "../../api/consumption";
import { currentContext } from "../../commands/context";
import { executeCommand } from "../../commands/execute";
import { usePaletteProviders } from "../../commands/palette/providers";
import { availableCommands, getCommand, getCommands } from "../../commands/registry";
import type { ArgSpec } from "../../commands/types";
import type { Privilege } from "../../permissions/catalog";
import { type SessionUser, session } from "../../session/store";
import "../../shell/modules";
import { useDialogRequest } from "../../workspace/intents";
import { clearPaneState, publishPaneData, setPaneSelection } from "../../workspace/selection";
import { markWorkspaceMounted, openPane, resetWorkspace, workspaceStore } from "../../workspace/store";
import { LOOKUP } from "./kinds";
import type { Shown } from "./shown";

const ACTIONS = [
  "consumption.cancelSubscription",
  "consumption.terminateAll",
  "consumption.editEmail",
  "consumption.deleteUser",
];

const maria: FoundUser = {
  USER_HASH: "h1",
  REGION_NOMBRE: "mexico",
  ID_USUARIO: 10000001,
  EMAIL: "maria.lopez@correo.test",
  NAME: "María López Hernández",
  PHONE_TELMEX: "5512345678",
  PHONE_TELCEL: "5587654321",
  CREATED_AT: "2024-02-10T16:20:00.000Z",
};

const subscription = (id: number, waspurchased: "0" | "1", status: Subscription["status"]): Subscription => ({
  subscription_id: id,
  title: `Plan ${id}`,
  origin: "web",
  ip: "187.190.12.34",
  created_at: "2026-06-01T10:00:00.000Z",
  expires_at: "2026-12-01T10:00:00.000Z",
  price: 119,
  currency: "MXN",
  waspurchased,
  payment_method: "tarjeta_credito",
  payment_status: "aprobado",
  status,
});
const active = subscription(1, "1", "active");
const trial = subscription(2, "0", "terminated");

function signInWith(privileges: Privilege[]) {
  const user: SessionUser = {
    user_id: 7,
    name: "soporte",
    fullname: "Ana Soporte",
    email: "soporte@adm.test",
    root: 0,
    region: "mexico",
    rules: [{ name: "consulta_consumo", privileges: Object.fromEntries(privileges.map((p) => [p, true])) }],
    groups: [],
    regions: [],
    tenants: [],
  };
  session.token = "t";
  session.user = user;
}

const ids = (surface: "palette" | "toolbar" | "row") =>
  availableCommands(getCommands(), surface, currentContext()).map(({ command }) => command.id);

let paneId = "";
const show = (shown: Shown) => publishPaneData(paneId, shown);
const disposers: (() => void)[] = [];

beforeEach(() => {
  resetWorkspace();
  disposers.push(markWorkspaceMounted());
  paneId = openPane(LOOKUP, { by: "email", q: maria.EMAIL });
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  clearPaneState(paneId);
});

describe("consumption commands", () => {
  it("offers only the look-ups to a view-only operator, on every surface, and refuses the rest when run", async () => {
    signInWith(["view"]);
    show({ user: maria, subscriptions: [active, trial] });
    setPaneSelection(paneId, [active]);
    expect(ids("palette")).toEqual(
      expect.arrayContaining([
        "consumption.lookupSubscriber",
        "consumption.focusSearch",
        "consumption.showDetail",
      ]),
    );
    for (const surface of ["palette", "toolbar", "row"] as const) {
      for (const id of ACTIONS) expect(ids(surface)).not.toContain(id);
    }
    for (const id of ACTIONS) expect(await executeCommand(id, "api")).toEqual({ status: "denied" });
  });

  it("gives edit the cancel, terminate and e-mail commands, and delete the deletion", () => {
    signInWith(["view", "edit"]);
    show({ user: maria, subscriptions: [active, trial] });
    expect(ids("toolbar")).toEqual(["consumption.terminateAll", "consumption.editEmail"]);
    // Without «Ver datos personales» the row menu also offers revealing the subscription's IP.
    expect(ids("row")).toEqual([
      "consumption.showDetail",
      "consumption.revealIp",
      "consumption.cancelSubscription",
    ]);
    signInWith(["view", "edit", "delete"]);
    expect(ids("toolbar")).toEqual([
      "consumption.terminateAll",
      "consumption.editEmail",
      "consumption.deleteUser",
    ]);
  });

  it("acts only on a pane showing a subscriber", () => {
    signInWith(["view", "edit", "delete"]);
    for (const id of ACTIONS) expect(ids("palette")).not.toContain(id);
    show({ user: maria, subscriptions: undefined });
    expect(ids("toolbar")).toEqual([
      "consumption.terminateAll",
      "consumption.editEmail",
      "consumption.deleteUser",
    ]);
    const disabled = availableCommands(getCommands(), "toolbar", currentContext()).filter(
      (entry) => !entry.enabled,
    );
    expect(disabled.map((entry) => [entry.command.id, entry.reason])).toEqual([
      ["consumption.terminateAll", "consumption.reasons.loading"],
      ["consumption.deleteUser", "consumption.reasons.loading"],
    ]);
  });

  it("cancels only purchased, active subscriptions, and asks the pane for detail with the row", async () => {
    signInWith(["view", "edit"]);
    show({ user: maria, subscriptions: [active, trial] });
    const { result } = renderHook(() => useDialogRequest(paneId));
    expect(await executeCommand("consumption.cancelSubscription", "api")).toMatchObject({
      status: "disabled",
      reason: "consumption.reasons.selectSubscription",
    });
    expect(
      await executeCommand("consumption.cancelSubscription", "api", undefined, {
        selection: [active, trial],
      }),
    ).toMatchObject({ status: "disabled", reason: "consumption.reasons.notCancellable" });
    expect(getCommand("consumption.cancelSubscription")?.confirm?.reason).toBe(true);
    await executeCommand("consumption.showDetail", "api", undefined, { selection: [active] });
    expect(result.current).toEqual({ type: "detail", row: active });
  });

  it("applies adm_payment_null_constrain: a subscription without a payment method is cancelled only if allowed", async () => {
    signInWith(["view", "edit"]);
    const bundled: Subscription = { ...subscription(3, "1", "active"), payment_method: "" };
    const reasonFor = (id: string, rows: Subscription[]) =>
      availableCommands(getCommands(), "row", currentContext({ selection: rows })).find(
        (entry) => entry.command.id === id,
      )?.reason ?? null;
    show({ user: maria, subscriptions: [active, bundled], cancelWithoutPayment: false });
    expect(reasonFor("consumption.cancelSubscription", [bundled])).toBe(
      "consumption.reasons.noPaymentMethod",
    );
    expect(reasonFor("consumption.cancelSubscription", [active])).toBeNull();
    show({ user: maria, subscriptions: [active, bundled], cancelWithoutPayment: true });
    expect(reasonFor("consumption.cancelSubscription", [bundled])).toBeNull();
  });

  it("has nothing to terminate without an active purchased subscription", async () => {
    signInWith(["view", "edit"]);
    show({ user: maria, subscriptions: [trial] });
    expect(await executeCommand("consumption.terminateAll", "api")).toMatchObject({
      status: "disabled",
      reason: "consumption.reasons.nothingToTerminate",
    });
  });

  it("opens the subscriber pane with the search from the palette's sub-page", async () => {
    signInWith(["view"]);
    const args = getCommand("consumption.lookupSubscriber")?.args as ArgSpec<unknown>;
    expect(args.parse?.(" Maria.Lopez@correo.test ")).toEqual({ by: "email", q: "maria.lopez@correo.test" });
    expect(args.parse?.("maria@")).toBeUndefined();
    await executeCommand("consumption.lookupSubscriber", "api", { by: "telcel", q: "5587654321" });
    const root = workspaceStore.get().root;
    expect(root).toMatchObject({ kind: LOOKUP, params: { by: "telcel", q: "5587654321" } });
  });

  it("lists subscribers on the palette's root page only for e-mails and phones", async () => {
    signInWith(["view"]);
    const { result } = renderHook(() => usePaletteProviders());
    const provider = result.current.find((entry) => entry.id === "consumption.subscribers");
    expect(provider?.requires).toEqual({ module: "consulta_consumo", privilege: "view" });
    const signal = new AbortController().signal;
    // Answered at once, without a request nor a loading state.
    expect(provider?.search("usuarios", signal)).toEqual([]);
    expect(provider?.search("55 1", signal)).toEqual([]);
    const controller = new AbortController();
    const pending = provider?.search("55 1234", controller.signal);
    expect(pending).toBeInstanceOf(Promise);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });
});
