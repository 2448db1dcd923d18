import type { CallDecl } from "../../src/contract/define.ts";
import type { Backend, CallInput } from "./http.ts";
import { valueAt } from "./plan.ts";
import { exercise } from "./reads.ts";
import { TEXTS } from "./texts.ts";
import type { Verdict } from "./verdict.ts";

// The writes --writes exercises, only on data the check creates and then removes itself: a saved workspace and a
// demo role (created, changed, deleted), and finally the check's own session (signed out). Every other write is
// reported as not exercised.

type Step = (operationId: string, input: CallInput) => Promise<unknown>;

class StepFailed extends Error {}

/** A scenario: its calls, in order; a removal runs even when a change before it failed. */
type Scenario = { calls: readonly string[]; run(step: Step): Promise<void> };

const mark = () => `contract-check-${Date.now().toString(36)}`;

const workspaces: Scenario = {
  calls: ["workspaces.saveWorkspace", "workspaces.renameWorkspace", "workspaces.deleteWorkspace"],
  async run(step) {
    const saved = await step("workspaces.saveWorkspace", { body: { name: mark(), url: "/index" } });
    const params = { workspace_id: valueAt(saved, ["workspace_id"]) };
    try {
      await step("workspaces.renameWorkspace", { params, body: { name: `${mark()}-renamed` } });
    } finally {
      await step("workspaces.deleteWorkspace", { params });
    }
  },
};

const demoRoles: Scenario = {
  calls: ["dummy.createDemoRole", "dummy.updateDemoRole", "dummy.deleteDemoRole"],
  async run(step) {
    const role = { name: mark(), title: "Contract check", view: 1 };
    const created = await step("dummy.createDemoRole", { body: role });
    const params = { role_id: valueAt(created, ["role_id"]) };
    try {
      await step("dummy.updateDemoRole", { params, body: { ...role, title: "Contract check, changed" } });
    } finally {
      await step("dummy.deleteDemoRole", { params, query: { reason: "contract check" } });
    }
  },
};

// Last: it ends the session every other call used.
const session: Scenario = {
  calls: ["auth.logout"],
  async run(step) {
    await step("auth.logout", {});
  },
};

export const WRITE_SCENARIOS: readonly Scenario[] = [workspaces, demoRoles, session];

/** The exercised writes' verdicts, and every other write as not exercised. */
export async function checkWrites(backend: Backend, writes: readonly CallDecl[]): Promise<Verdict[]> {
  const byId = new Map(writes.map((decl) => [decl.operationId, decl]));
  const verdicts = new Map<string, Verdict>();
  for (const scenario of WRITE_SCENARIOS) {
    let stopped: string | undefined;
    const step: Step = async (operationId, input) => {
      const decl = byId.get(operationId);
      if (!decl) throw new Error(`writes.ts: ${operationId} is no write of the contract`);
      const { verdict, result } = await exercise(backend, decl, input);
      verdicts.set(operationId, verdict);
      if (verdict.outcome === "conforming") return result;
      stopped ??= operationId;
      throw new StepFailed(operationId);
    };
    await scenario.run(step).catch((error: unknown) => {
      if (!(error instanceof StepFailed)) throw error;
    });
    for (const operationId of scenario.calls)
      if (!verdicts.has(operationId))
        verdicts.set(operationId, {
          decl: byId.get(operationId) as CallDecl,
          outcome: "notExercised",
          detail: TEXTS.stepFailed(stopped ?? operationId),
        });
  }
  return writes.map(
    (decl) =>
      verdicts.get(decl.operationId) ?? { decl, outcome: "notExercised", detail: TEXTS.writesNotCovered },
  );
}

/** The operationIds --writes exercises (the README and the report name them). */
export const EXERCISED_WRITES = WRITE_SCENARIOS.flatMap((scenario) => scenario.calls);
