// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EndUserRow } from "../../api/agu";
import { executeCommand } from "../../commands/execute";
import { signIn, signOut } from "../../commands/testing/session-fixture";
import { session } from "../../session/store";
import "../../shell/modules";
import { clearPaneState } from "../../workspace/selection";
import { focusedPane, markWorkspaceMounted, openPane, resetWorkspace } from "../../workspace/store";
import { OPEN_CONSUMPTION } from "./commands";
import { DIRECTORY } from "./kinds";

const juan: EndUserRow = {
  id_usuario: 10_000_003,
  user_hash: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f003",
  email: "juan.perez@correo.test",
  name: "Juan Pérez Soto",
  region: "chile",
  phone_telmex: null,
  phone_telcel: null,
  created_at: "2024-02-10T16:20:00.000Z",
  active_subscriptions: 1,
};

let paneId = "";
const disposers: (() => void)[] = [];
beforeEach(() => {
  resetWorkspace();
  disposers.push(markWorkspaceMounted());
  paneId = openPane(DIRECTORY, {});
  session.region = "mexico";
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  clearPaneState(paneId);
  signOut();
});

const open = (rows: EndUserRow[]) =>
  executeCommand(OPEN_CONSUMPTION, "row", undefined, { paneId, selection: rows });

describe("agu.openConsumption", () => {
  it("opens the consumption pane on the row's e-mail, in the row's region", async () => {
    const user = signIn(["clients", "consulta_consumo"]);
    user.rules = user.rules.map((rule) => ({ ...rule, privileges: { view: true, personal: true } }));
    expect(await open([juan])).toEqual({ status: "ran" });
    expect(session.region).toBe("chile");
    expect(focusedPane()).toMatchObject({
      kind: "consumption.lookup",
      params: { by: "email", q: juan.email },
    });
  });

  it("opens by id for a user who sees the directory's e-mails masked: a masked e-mail finds nobody", async () => {
    signIn(["clients", "consulta_consumo"]);
    expect(await open([{ ...juan, email: "j***@c***.test" }])).toEqual({ status: "ran" });
    expect(focusedPane()).toMatchObject({
      kind: "consumption.lookup",
      params: { by: "id", q: String(juan.id_usuario) },
    });
  });

  it("needs clients to be offered, and consultation to be enabled", async () => {
    signIn(["consulta_consumo"]);
    expect(await open([juan])).toEqual({ status: "denied" });
    signIn(["clients"]);
    expect(await open([juan])).toEqual({ status: "disabled", reason: "agu.reasons.noConsumption" });
    expect(focusedPane()?.kind).toBe(DIRECTORY);
    expect(session.region).toBe("mexico");
  });

  it("acts on one user only", async () => {
    signIn(["clients", "consulta_consumo"]);
    await open([juan, { ...juan, id_usuario: 1 }]);
    expect(focusedPane()?.kind).toBe(DIRECTORY);
  });
});
