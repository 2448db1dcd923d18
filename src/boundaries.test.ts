import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The module boundaries are linted, not hoped for (biome.json's overrides): each case plants a file with one
// import and runs the real `biome lint` on it, once with the forbidden import and once with an allowed one.

const ROOT = join(import.meta.dirname, "..");
const BIOME = join(ROOT, "node_modules/.bin/biome");
const planted: string[] = [];
/** Folders a probe needed that did not exist: removed with it. */
const made: string[] = [];

function plant(path: string, source: string): string {
  const file = join(ROOT, path);
  const first = mkdirSync(dirname(file), { recursive: true });
  if (first) made.push(first);
  writeFileSync(file, source);
  planted.push(file);
  return path;
}

/** Whether Biome passes the files, with what it said. */
function lint(...paths: string[]): { ok: boolean; output: string } {
  const run = spawnSync(BIOME, ["lint", "--max-diagnostics=5", ...paths], { cwd: ROOT, encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

afterEach(() => {
  for (const file of planted.splice(0)) rmSync(file, { force: true });
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const CASES = [
  {
    rule: "a module importing another module's internals",
    path: "src/panes/consumption/lint-probe.ts",
    forbidden: 'export { USERS } from "../system/kinds";',
    allowed: 'export { paneKindId } from "../../workspace/kinds";',
  },
  {
    rule: "a nested module file reaching into another module",
    path: "src/panes/system/users/lint-probe.ts",
    forbidden: 'export { LOOKUP } from "../../consumption/kinds";',
    allowed: 'export { addUnique } from "../shared/id-list";',
  },
  {
    rule: "a module importing the products' shared files (no exception for products/shared)",
    path: "src/panes/consumption/lint-probe.ts",
    forbidden: 'export { PublishPlanDialog } from "../products/shared/publish-plan-dialog";',
    allowed: 'export { Field } from "../../kit/field";',
  },
  {
    rule: "a file four folders deep reaching into another module",
    path: "src/panes/products/wizard/rate-wizard/lint-probe.ts",
    forbidden: 'export { LOOKUP } from "../../../consumption/kinds";',
    allowed: 'export { paneKindId } from "../../../../workspace/kinds";',
  },
  {
    rule: "a file five folders deep reaching into another module",
    path: "src/panes/system/users/lint-probe/deeper/lint-probe.ts",
    forbidden: 'export { LOOKUP } from "../../../../consumption/kinds";',
    allowed: 'export { paneKindId } from "../../../../../workspace/kinds";',
  },
  {
    rule: "a products sub-feature importing another sub-feature",
    path: "src/panes/products/list/lint-probe.ts",
    forbidden: 'export { CloneHost } from "../clone/clone-host";',
    allowed: 'export { PublishPlanDialog } from "../shared/publish-plan-dialog";',
  },
  {
    rule: "a nested products sub-feature file importing another sub-feature",
    path: "src/panes/products/wizard/rate-wizard/lint-probe.ts",
    forbidden: 'export { ListDialogs } from "../../list/list-dialogs";',
    allowed: 'export { regionsQuery } from "../../domain/queries";',
  },
  {
    rule: "the products domain importing a sub-feature",
    path: "src/panes/products/domain/lint-probe.ts",
    forbidden: 'export { NO_FILTERS } from "../promotions/form-model";',
    allowed: 'export { PRODUCT_LIST } from "../kinds";',
  },
  {
    rule: "src/ui importing a module",
    path: "src/ui/lint-probe.ts",
    forbidden: 'export { LOOKUP } from "../panes/consumption/kinds";',
    allowed: 'export { cn } from "./cn";',
  },
  {
    rule: "platform code importing a module",
    path: "src/commands/lint-probe.ts",
    forbidden: 'export { USERS } from "../panes/system/kinds";',
    allowed: 'export { paneKind } from "../workspace/kinds";',
  },
  {
    rule: "the pane platform importing a module (src/panes holds modules only)",
    path: "src/workspace/lint-probe.ts",
    forbidden: 'export { USERS } from "../panes/system/kinds";',
    allowed: 'export { paneKind } from "./kinds";',
  },
  {
    rule: "the kit importing a module",
    path: "src/kit/lint-probe.ts",
    forbidden: 'export { LOOKUP } from "../panes/consumption/kinds";',
    allowed: 'export { Field } from "./field";',
  },
  {
    rule: "browser code importing server code",
    path: "src/panes/consumption/lint-probe.ts",
    forbidden: 'export * from "../../../server/app";',
    allowed: 'export * from "../../contract/consumption";',
  },
  {
    rule: "server code importing browser code",
    path: "server/lint-probe.ts",
    forbidden: 'export { api } from "../src/api/client";',
    allowed: 'export { can } from "../src/permissions/catalog.ts";',
  },
  {
    rule: "a server module importing another module's internals",
    path: "server/agu/lint-probe.ts",
    forbidden: 'export { filtersDb } from "../filters/tables.ts";',
    allowed: 'export { filtersDb } from "../filters/exports.ts";',
  },
  {
    rule: "a nested server module file importing another module's internals",
    path: "server/products/seed/lint-probe.ts",
    forbidden: 'export { FILTER_FIXTURES } from "../../filters/seed-fixtures.ts";',
    allowed: 'export { implement } from "../../platform/route.ts";',
  },
  {
    rule: "a product sub-feature importing another module's internals",
    path: "server/products/wizard/lint-probe.ts",
    forbidden: 'export type { MailTable } from "../../mails/tables.ts";',
    allowed: 'export type { MailTable } from "../../mails/exports.ts";',
  },
  {
    rule: "the bulk jobs module (inside the platform's jobs/) importing another module's internals",
    path: "server/jobs/bulk/lint-probe.ts",
    forbidden: 'export { loadProfile } from "../../profile/own-profile.ts";',
    allowed: 'export { enqueueJob } from "../queue.ts";',
  },
  {
    rule: "server platform code importing a module, even its exports",
    path: "server/platform/auth/lint-probe.ts",
    forbidden: 'export { startRecovery } from "../../auth/exports.ts";',
    allowed: 'export { createSession } from "./sessions.ts";',
  },
  {
    rule: "a top-level server file (not the composition root) importing a module",
    path: "server/lint-probe.ts",
    forbidden: 'export { shareResult } from "./dashboard/share.ts";',
    allowed: 'export { createBus } from "./platform/bus/create-bus.ts";',
  },
  {
    rule: "the platform's job queue importing the bulk jobs module",
    path: "server/jobs/lint-probe.ts",
    forbidden: 'export { createBulkJob } from "./bulk/store.ts";',
    allowed: 'export { enqueueJob } from "./queue.ts";',
  },
  {
    rule: "a product sub-feature importing another",
    path: "server/products/wizard/lint-probe.ts",
    forbidden: 'export { listFamilies } from "../catalogue/families.ts";',
    allowed: 'export { uploadRate } from "../domain/publication.ts";',
  },
  {
    rule: "the product domain importing a sub-feature",
    path: "server/products/domain/lint-probe.ts",
    forbidden: 'export { promotionRoutes } from "../promotions/routes.ts";',
    allowed: 'export { findRate } from "./guards.ts";',
  },
] as const;

// Each case runs the real linter twice: on a busy machine that takes longer than a unit test's default.
describe("lint boundaries", { timeout: 180_000 }, () => {
  for (const { rule, path, forbidden, allowed } of CASES) {
    it(`fails on ${rule}, passes without it`, () => {
      const refused = lint(plant(path, `${forbidden}\n`));
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain("noRestrictedImports");
      expect(lint(plant(path, `${allowed}\n`))).toMatchObject({ ok: true });
    });
  }

  it("fails on an import cycle, passes once it is broken", () => {
    const a = plant(
      "src/panes/consumption/lint-probe-a.ts",
      'import { b } from "./lint-probe-b";\nexport const a = () => b;\n',
    );
    const b = plant(
      "src/panes/consumption/lint-probe-b.ts",
      'import { a } from "./lint-probe-a";\nexport const b = () => a;\n',
    );
    const cycle = lint(a, b);
    expect(cycle.ok).toBe(false);
    expect(cycle.output).toContain("noImportCycles");
    plant(b, "export const b = () => 1;\n");
    expect(lint(a, b)).toMatchObject({ ok: true });
  });
});
