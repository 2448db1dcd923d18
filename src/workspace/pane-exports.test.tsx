// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type ExportRecord, useExportAuditor, useExportRowCap } from "../ui/export";
import { paneKindId } from "./kinds";
import { type ExportsByModule, ExportsByModuleProvider, exportModuleOf, PaneExports } from "./pane-exports";

afterEach(cleanup);

const kind = (modules: readonly string[]) =>
  ({ id: paneKindId("probe.list"), title: "", route: "/probe", modules }) as Parameters<
    typeof exportModuleOf
  >[0];
const holder = (...modules: string[]) => ({
  root: 0,
  rules: modules.map((name) => ({ name, privileges: { view: true } })),
});

describe("a pane's exports", () => {
  it("belong to the first of its screen's modules the user may view, else to the screen's own module", () => {
    expect(exportModuleOf(kind(["admapa", "apauat"]), holder("apauat"))).toBe("apauat");
    expect(exportModuleOf(kind(["admapa", "apauat"]), holder())).toBe("admapa");
    expect(exportModuleOf(kind([]), holder())).toBe("probe");
  });

  it("are recorded with the module and stop at its administrator's cap", async () => {
    const recorded: (ExportRecord & { module: string })[] = [];
    const byModule: ExportsByModule = {
      audit: (module) => async (record) => recorded.push({ ...record, module }),
      rowCap: (module) => (module === "logs" ? 250 : null),
    };
    let seen: { cap: number | null; audit: ReturnType<typeof useExportAuditor> } | undefined;
    function Probe() {
      seen = { cap: useExportRowCap(), audit: useExportAuditor() };
      return null;
    }
    render(
      <ExportsByModuleProvider value={byModule}>
        <PaneExports module="logs">
          <Probe />
        </PaneExports>
      </ExportsByModuleProvider>,
    );
    expect(seen?.cap).toBe(250);
    await seen?.audit?.({ table: "SystemLogFile", format: "csv", columns: ["message"], rows: 3 });
    expect(recorded).toEqual([
      { table: "SystemLogFile", format: "csv", columns: ["message"], rows: 3, module: "logs" },
    ]);
  });

  it("are neither recorded nor capped outside the signed-in shell", () => {
    let seen: unknown[] = [];
    function Probe() {
      seen = [useExportRowCap(), useExportAuditor()];
      return null;
    }
    render(
      <PaneExports module="logs">
        <Probe />
      </PaneExports>,
    );
    expect(seen).toEqual([null, null]);
  });
});
