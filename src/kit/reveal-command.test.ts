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

const command = revealCommand({
  id: "probe.revealThing",
  group: "probe",
  pane: paneKindId("probe.list"),
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
    expect(isApplicable(command, currentContext({ selection: [{}] }))).toBe(true);
    signInWithPrivileges("logs", ["view", "personal"]);
    expect(isApplicable(command, currentContext({ selection: [{}] }))).toBe(false);
    signIn("root");
    expect(isApplicable(command, currentContext({ selection: [{}] }))).toBe(false);
  });

  it("is disabled with the reason when the module's policy forbids revealing, and needs one row", () => {
    signInWithPrivileges("logs", ["view"]);
    setPolicy(false);
    expect(availability(command, currentContext({ selection: [{}] }))).toEqual({
      enabled: false,
      reason: "kit.personalData.revealOff",
    });
    setPolicy(true);
    expect(availability(command, currentContext({ selection: [{}] })).enabled).toBe(true);
    expect(availability(command, currentContext({ selection: [] }))).toEqual({
      enabled: false,
      reason: "kit.personalData.selectOne",
    });
  });

  it("asks the reveal of the record's value in its pane, the field passed preselected", async () => {
    signInWithPrivileges("logs", ["view"]);
    const ctx = currentContext({ selection: [{}] });
    const pane = { id: "pane-3", kind: paneKindId("probe.list"), params: {}, selection: [], data: undefined };
    await command.run({ ...ctx, pane }, "message");
    expect(revealRequestStore.get()).toMatchObject({
      paneId: "pane-3",
      module: "logs",
      subject: "log 9",
      initial: 0,
    });
  });
});
