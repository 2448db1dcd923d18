// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dataPoliciesQuery } from "../api/privacy";
import { queryClient } from "../api/query-client";
import { currentContext } from "../commands/context";
import { availability, isApplicable } from "../commands/registry";
import { signIn, signInWithPrivileges, signOut } from "../commands/testing/session-fixture";
import "../i18n";
import { paneKindId } from "../workspace/kinds";
import { revealCommand } from "./reveal-command";
import { revealRequestStore } from "./reveal-store";

const LIST_ID = "probe.list";
const command = revealCommand({
  id: "probe.revealThing",
  group: "probe",
  pane: paneKindId(LIST_ID),
  module: "logs",
  surfaces: ["row", "palette"],
  record: (ctx) =>
    ctx.selection.length === 1
      ? {
          subject: "log 9",
          choices: [{ target: { kind: "log", log_id: 9, field: "message" }, label: "Mensaje" }],
        }
      : undefined,
});

const LIST = paneKindId(LIST_ID);
/** The context of the probe's pane, with these rows selected. */
const on = (selection: unknown[], paneId = "pane-3") => ({
  ...currentContext({ selection }),
  pane: { id: paneId, kind: LIST, params: {}, selection, data: undefined },
});

const setPolicy = (reveal: boolean) =>
  queryClient.setQueryData(dataPoliciesQuery().queryKey, [{ module: "logs", reveal, export_row_cap: null }]);

beforeEach(() => queryClient.clear());
afterEach(() => {
  signOut();
  revealRequestStore.set(null);
});

describe("a reveal command", () => {
  it("is offered only to a user who sees the module's personal data masked", () => {
    signInWithPrivileges("logs", ["view"]);
    expect(isApplicable(command, on([{}]))).toBe(true);
    signInWithPrivileges("logs", ["view", "personal"]);
    expect(isApplicable(command, on([{}]))).toBe(false);
    signIn("root");
    expect(isApplicable(command, on([{}]))).toBe(false);
  });

  it("is disabled with the reason when the module's policy forbids revealing, and needs one row", () => {
    signInWithPrivileges("logs", ["view"]);
    setPolicy(false);
    expect(availability(command, on([{}]))).toEqual({
      enabled: false,
      reason: "kit.personalData.revealOff",
    });
    setPolicy(true);
    expect(availability(command, on([{}])).enabled).toBe(true);
    expect(availability(command, on([]))).toEqual({
      enabled: false,
      reason: "kit.personalData.selectOne",
    });
  });

  it("asks the reveal of the record's value in its pane, the field passed preselected", async () => {
    signInWithPrivileges("logs", ["view"]);
    await command.run(on([{}]), "message");
    expect(revealRequestStore.get()).toMatchObject({
      paneId: "pane-3",
      module: "logs",
      subject: "log 9",
      initial: 0,
    });
  });
});
