import { Command } from "cmdk";
import { LoaderCircle, Search } from "lucide-react";
import { Dialog } from "radix-ui";
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmDialog } from "../confirm-dialog";
import { currentContext, useCommandContext } from "../context";
import { executeCommand } from "../execute";
import { useRegistry } from "../hooks";
import { matchesEvent, parseKeys } from "../keys";
import { availableCommands } from "../registry";
import { CheatSheet } from "./cheat-sheet";
import { recordUse } from "./frecency";
import { PaletteList } from "./palette-list";
import type { PaletteItem } from "./providers";
import { closePalette, setPalettePage, usePaletteState } from "./state";
import { type PaletteOption, usePaletteRows } from "./use-palette-rows";

const TOGGLE = parseKeys("mod+k");
const PAGE_STEP = 8;

/**
 * The command palette, its cheat sheet and the confirmation dialog of dangerous commands. Mount once at the
 * app root, next to <KeyBindings/>. Opened with Ctrl/⌘+K (the `general.openPalette` command).
 */
export function Palette() {
  const { t } = useTranslation();
  const open = usePaletteState((state) => state.open);
  const pending = useRef<(() => void) | null>(null);

  // A chosen action runs once the dialog has closed and handed focus back, so a command that moves focus
  // (opening a pane, a confirmation) is not undone by the dialog's focus restoration.
  const flush = useCallback(() => {
    const run = pending.current;
    pending.current = null;
    run?.();
  }, []);
  const runAfterClose = useCallback(
    (run: () => void) => {
      pending.current = run;
      closePalette();
      setTimeout(flush, 100);
    },
    [flush],
  );

  return (
    <>
      <Dialog.Root open={open} onOpenChange={(next) => !next && closePalette()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content
            className="fixed top-[12vh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-background shadow-xl"
            onCloseAutoFocus={() => setTimeout(flush, 0)}
          >
            <Dialog.Title className="sr-only">{t("palette.label")}</Dialog.Title>
            <Dialog.Description className="sr-only">{t("palette.description")}</Dialog.Description>
            <PaletteBody runAfterClose={runAfterClose} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <CheatSheet />
      <ConfirmDialog />
    </>
  );
}

async function runItem(item: PaletteItem) {
  try {
    await item.run(currentContext());
  } catch (error) {
    console.error(`Palette item ${item.id} failed`, error);
    toast.error(currentContext().t("common.errorOccurred"));
  }
}

function PaletteBody({ runAfterClose }: { runAfterClose(run: () => void): void }) {
  const { t } = useTranslation();
  const commandId = usePaletteState((state) => state.commandId);
  const ctx = useCommandContext();
  const commands = useRegistry();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const followActive = useRef(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const page = commandId ? commands.find((command) => command.id === commandId) : undefined;
  const available = useMemo(() => availableCommands(commands, "palette", ctx), [commands, ctx]);
  const { rows, options, loading } = usePaletteRows(query, available, page, ctx);
  const idFor = useCallback((index: number) => `${idPrefix}-option-${index}`, [idPrefix]);

  // A new query or page starts at the first option; fewer options never leave the active one out of range.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetting on these changes is the point
  useEffect(() => {
    followActive.current = true;
    setActive(0);
  }, [query, commandId]);
  const current = Math.min(active, Math.max(options.length - 1, 0));

  // cmdk only tracks its own items; the options here are virtualized, so the input's active descendant
  // is kept by hand.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (options.length > 0) input.setAttribute("aria-activedescendant", idFor(current));
    else input.removeAttribute("aria-activedescendant");
  });

  const move = (to: number) => {
    if (options.length === 0) return;
    followActive.current = true;
    setActive(((to % options.length) + options.length) % options.length);
  };

  const choose = (option: PaletteOption | undefined) => {
    if (!option || option.disabled) return;
    const choice = option.choice;
    if (choice.type === "command" && choice.hasArgs) {
      setPalettePage(choice.commandId);
      setQuery("");
      return;
    }
    if (choice.type === "item") {
      runAfterClose(() => void runItem(choice.item));
      return;
    }
    recordUse(choice.commandId);
    const args = choice.type === "arg" ? choice.value : undefined;
    runAfterClose(() => void executeCommand(choice.commandId, "palette", args));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (matchesEvent(TOGGLE, event.nativeEvent)) {
      event.preventDefault();
      closePalette();
      return;
    }
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE_STEP, PageUp: -PAGE_STEP }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const target = current + step;
      move(Math.abs(step) === 1 ? target : Math.min(Math.max(target, 0), options.length - 1));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      move(event.key === "Home" ? 0 : options.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(options[current]);
    } else if (event.key === "Backspace" && query === "" && commandId) {
      event.preventDefault();
      setPalettePage(null);
    }
  };

  return (
    <Command label={t("palette.label")} shouldFilter={false} vimBindings={false} onKeyDown={onKeyDown}>
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {page && (
          <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
            {t(page.title)}
          </span>
        )}
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          placeholder={t(page?.args?.placeholder ?? "palette.placeholder")}
          className="h-11 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        {loading && (
          <LoaderCircle className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        )}
      </div>
      <PaletteList
        rows={rows}
        active={current}
        followActive={followActive}
        idFor={idFor}
        onHover={(index) => {
          followActive.current = false;
          setActive(index);
        }}
        onChoose={(index) => choose(options[index])}
        label={t("palette.listLabel")}
        busy={loading}
      />
      {options.length === 0 && !loading && (
        <p className="px-3 py-6 text-center text-sm">{t("palette.empty")}</p>
      )}
      <div role="status" className="sr-only">
        {loading ? t("palette.loading") : t("palette.results", { count: options.length })}
      </div>
      <div className="flex gap-3 border-t px-3 py-1.5 text-xs text-muted-foreground" aria-hidden>
        {t(page ? "palette.footerPage" : "palette.footer")}
      </div>
    </Command>
  );
}
