import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSnapshot } from "valtio";
import { recordExport } from "../api/logs";
import { dataPoliciesQuery } from "../api/privacy";
import { KeyBindings, Palette } from "../commands";
import { RevealDialogHost } from "../kit/reveal-dialog";
import { SessionRuntime } from "../session/session-runtime";
import { session } from "../session/store";
import { type ExportsByModule, ExportsByModuleProvider } from "../workspace/pane-exports";
import { Workspace } from "../workspace/workspace";
import { FocusKeeper } from "./focus-keeper";
import { GlobalElements } from "./global-elements";
import "./modules";
import { RouteGuard } from "./route-guard";
import { ServerStatus } from "./server-status";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

/**
 * The signed-in console: side menu, top bar, the pane workspace, and the session's background work. Every
 * table export inside it is written to the audit log with its pane's module, and stops at the row cap the
 * administrator set for that module.
 */
export function Shell() {
  const { region, tenant } = useSnapshot(session);
  const policies = useQuery(dataPoliciesQuery());
  const exportsByModule = useMemo<ExportsByModule>(
    () => ({
      audit: (module) => (record) => recordExport({ ...record, module }),
      rowCap: (module) => policies.data?.find((policy) => policy.module === module)?.export_row_cap ?? null,
    }),
    [policies.data],
  );
  return (
    <ExportsByModuleProvider value={exportsByModule}>
      <div className="flex h-full">
        <SideMenu floatingToggle={false} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <ServerStatus />
          <main className="relative min-h-0 flex-1">
            <RouteGuard>
              {/* Spec 1 §4: a new region or tenant reloads the current screen — remount every pane. */}
              <Workspace key={`${region}/${tenant}`} />
            </RouteGuard>
          </main>
          {/* The modules' global elements (the jobs tray's button) sit in a strip below the workspace, never over its rows. */}
          <div className="flex items-center gap-2 border-t px-2 py-1 empty:hidden">
            <GlobalElements />
          </div>
        </div>
        <SessionRuntime />
        <Palette />
        <KeyBindings />
        <FocusKeeper />
        <RevealDialogHost />
      </div>
    </ExportsByModuleProvider>
  );
}
