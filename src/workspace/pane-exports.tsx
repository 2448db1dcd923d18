import { createContext, type ReactNode, useContext, useMemo } from "react";
import { can, type RuleHolder } from "../permissions/catalog";
import { type ExportAuditor, ExportAuditProvider, ExportRowCapProvider } from "../ui/export";
import type { PaneKind } from "./types";

/**
 * What the signed-in shell gives each pane's exports, per permission module: the audit call naming the module
 * (its policy caps the rows and the audit row says whether its personal data went out masked) and the
 * administrator's row cap. Outside the shell (tests) exports are neither recorded nor capped.
 */
export type ExportsByModule = {
  audit(module: string): ExportAuditor;
  rowCap(module: string): number | null;
};

const ExportsByModuleContext = createContext<ExportsByModule | null>(null);

export const ExportsByModuleProvider = ExportsByModuleContext.Provider;

/**
 * The permission module a pane's exports belong to: the first of its screen's modules the user may view (a
 * screen of several, APA's, is the one the user holds); a screen of none is named by its own module.
 */
export function exportModuleOf(kind: PaneKind, user: RuleHolder | null | undefined): string {
  return kind.modules.find((module) => can(user, module, "view")) ?? kind.modules[0] ?? kind.id.split(".")[0];
}

type Props = { module: string; children: ReactNode };

/** Gives the exports inside a pane its module's audit call and row cap. */
export function PaneExports({ module, children }: Props) {
  const byModule = useContext(ExportsByModuleContext);
  const audit = useMemo(() => byModule?.audit(module) ?? null, [byModule, module]);
  if (!byModule) return children;
  return (
    <ExportAuditProvider value={audit}>
      <ExportRowCapProvider value={byModule.rowCap(module)}>{children}</ExportRowCapProvider>
    </ExportAuditProvider>
  );
}
