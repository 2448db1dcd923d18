import { Columns2, LoaderCircle, Maximize2, Minimize2, Rows2, X } from "lucide-react";
import { type ReactNode, Suspense, useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useCommandContext } from "../commands/context";
import { executeCommand } from "../commands/execute";
import { useCommands } from "../commands/hooks";
import { formatKeysText } from "../commands/keys";
import { getCommand } from "../commands/registry";
import { keysOf, useUserBindings } from "../commands/user-keys";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { canOpenKind } from "./guard";
import { paneKind } from "./kinds";
import { PaneContext } from "./pane-context";
import { PaneErrorBoundary } from "./pane-error-boundary";
import { exportModuleOf, PaneExports } from "./pane-exports";
import { usePaneLabel } from "./pane-label";
import { screenOf } from "./screens";
import { setPaneParams } from "./store";
import type { PaneLeaf } from "./types";

type Props = { pane: PaneLeaf; focused: boolean; maximized: boolean; alone: boolean };

/** One pane: a header (title, the pane kind's toolbar commands, layout buttons) and the screen. */
export function PaneHost({ pane, focused, maximized, alone }: Props) {
  const { t } = useTranslation();
  const kind = paneKind(pane.kind);
  const ctx = useCommandContext(pane.id);
  const allowed = canOpenKind(ctx.session.user, pane.kind);
  const setParams = useCallback((next: Record<string, string>) => setPaneParams(pane.id, next), [pane.id]);
  const label = usePaneLabel(pane.id, pane.kind, kind ? t(kind.title) : pane.kind);
  const context = useMemo(
    () => ({ paneId: pane.id, kind: pane.kind, title: kind?.title ?? "", label }),
    [pane.id, pane.kind, kind, label],
  );
  if (!kind) return null;
  const title = t(kind.title);
  const Screen = screenOf(kind.id);
  const exportModule = exportModuleOf(kind, ctx.session.user);

  return (
    <section
      aria-label={label}
      data-pane-id={pane.id}
      data-focused={focused || undefined}
      tabIndex={-1}
      className={cn(
        "flex h-full min-h-0 flex-col bg-background outline-none",
        !alone && "ring-1 ring-border ring-inset",
        !alone && focused && "ring-2 ring-primary",
      )}
    >
      <header className="flex h-8 shrink-0 items-center gap-1 border-b px-2 text-xs">
        <h2 className={cn("min-w-0 flex-1 truncate font-medium", !focused && "text-muted-foreground")}>
          {title}
        </h2>
        <PaneToolbar kind={pane.kind} paneId={pane.id} />
        <LayoutButton paneId={pane.id} command="workspace.splitRight" icon={<Columns2 />} />
        <LayoutButton paneId={pane.id} command="workspace.splitDown" icon={<Rows2 />} />
        {!alone && (
          <>
            <LayoutButton
              paneId={pane.id}
              command="workspace.toggleMaximize"
              icon={maximized ? <Minimize2 /> : <Maximize2 />}
              pressed={maximized}
            />
            <LayoutButton paneId={pane.id} command="workspace.closePane" icon={<X />} />
          </>
        )}
      </header>
      <div data-pane-body="" className="min-h-0 flex-1 overflow-auto">
        <PaneContext.Provider value={context}>
          <PaneErrorBoundary key={pane.kind}>
            <Suspense fallback={<Loading />}>
              {allowed ? (
                <PaneExports module={exportModule}>
                  <Screen
                    paneId={pane.id}
                    params={pane.params as Record<string, string>}
                    setParams={setParams}
                    focused={focused}
                  />
                </PaneExports>
              ) : (
                <p role="alert" className="p-6 text-sm text-destructive">
                  {t("workspace.denied")}
                </p>
              )}
            </Suspense>
          </PaneErrorBoundary>
        </PaneContext.Provider>
      </div>
    </section>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full items-center justify-center gap-2 p-6 text-sm text-muted-foreground"
      role="status"
      data-pending=""
    >
      <LoaderCircle className="size-4 animate-spin" aria-hidden />
      {t("common.loading")}
    </div>
  );
}

type LayoutButtonProps = { paneId: string; command: string; icon: ReactNode; pressed?: boolean };

function LayoutButton({ paneId, command, icon, pressed }: LayoutButtonProps) {
  const { t } = useTranslation();
  const bindings = useUserBindings();
  const declared = getCommand(command);
  if (!declared) return null;
  const label = t(declared.title);
  const keys = keysOf(declared, bindings);
  const hint = keys ? `${label} (${formatKeysText(keys)})` : label;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-6"
      aria-label={label}
      aria-pressed={pressed}
      title={hint}
      onClick={() => void executeCommand(command, "toolbar", undefined, { paneId })}
    >
      {icon}
    </Button>
  );
}

/** The pane kind's 'toolbar' commands. */
function PaneToolbar({ kind, paneId }: { kind: string; paneId: string }) {
  const ctx = useCommandContext(paneId);
  const commands = useCommands("toolbar", ctx, kind);
  const bindings = useUserBindings();
  return commands.map(({ command, enabled, reason }) => {
    const Icon = command.icon;
    const label = ctx.t(command.title);
    const keys = keysOf(command, bindings);
    return (
      <Button
        key={command.id}
        variant={command.confirm ? "destructive" : "ghost"}
        size="sm"
        className="h-6"
        disabled={!enabled}
        title={reason ? ctx.t(reason) : keys ? `${label} (${formatKeysText(keys)})` : label}
        onClick={() => void executeCommand(command.id, "toolbar", undefined, { paneId })}
      >
        {Icon && <Icon aria-hidden />}
        {/* On a phone the toolbar shows its icons only (the name stays for screen readers and the title). */}
        <span className={Icon ? "max-sm:sr-only" : undefined}>{label}</span>
      </Button>
    );
  });
}
