import { Command } from "cmdk";
import { LoaderCircle, Search } from "lucide-react";
import { type KeyboardEvent, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { currentContext, useCommandContext } from "../context";
import { executeCommand } from "../execute";
import { useRegistry } from "../hooks";
import { matchesEvent, parseKeys } from "../keys";
import { availableCommands, lockedScreens } from "../registry";
import { recordUse } from "./frecency";
import { PaletteList } from "./palette-list";
import type { PaletteItem } from "./providers";
import type { PaletteOption } from "./rows";
import { closePalette, popPaletteStep, pushPaletteStep, setPalettePage, usePaletteState } from "./state";
import { usePaletteRows } from "./use-palette-rows";

const TOGGLE = parseKeys("mod+k");
const PAGE_STEP = 8;

async function runItem(item: PaletteItem) {
  try {
    await item.run(currentContext());
  } catch (error) {
    console.error(`Palette item ${item.id} failed`, error);
    toast.error(currentContext().t("common.errorOccurred"));
  }
}

/** The palette's content: input, list, keyboard model. Remounted on each opening (fresh query). */
export function PaletteBody({ runAfterClose }: { runAfterClose(run: () => void): void }) {
  const { t } = useTranslation();
  const commandId = usePaletteState((state) => state.commandId);
  const steps = usePaletteState((state) => state.steps);
  const initialQuery = usePaletteState((state) => state.query);
  const ctx = useCommandContext();
  const commands = useRegistry();
  const [query, setQuery] = useState(initialQuery);
  // The active option belongs to a query and page: a new one starts at the first option (no effect needed).
  const listKey = `${commandId ?? ""}\u0000${steps.length}\u0000${query}`;
  const [active, setActive] = useState({ listKey, index: 0, byKeyboard: true });
  const inputRef = useRef<HTMLInputElement>(null);
  const idPrefix = useId();
  const page = commandId ? commands.find((command) => command.id === commandId) : undefined;
  const spec = page ? (steps.at(-1) ?? page.args) : undefined;
  const available = useMemo(() => availableCommands(commands, "palette", ctx), [commands, ctx]);
  const locked = useMemo(() => lockedScreens(commands, ctx.session), [commands, ctx.session]);
  const model = usePaletteRows(query, available, locked, page, spec, ctx);
  const { options, loading } = model;
  const idFor = useCallback((index: number) => `${idPrefix}-option-${index}`, [idPrefix]);

  const fresh = active.listKey !== listKey;
  const current = fresh ? 0 : Math.min(active.index, Math.max(options.length - 1, 0));

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
    setActive({
      listKey,
      index: ((to % options.length) + options.length) % options.length,
      byKeyboard: true,
    });
  };

  const choose = (option: PaletteOption | undefined) => {
    if (!option || option.disabled) return;
    const choice = option.choice;
    if (choice.type === "command" && choice.hasArgs) {
      setPalettePage(choice.commandId);
      setQuery("");
      return;
    }
    const next = choice.type === "arg" ? spec?.next?.(choice.value, ctx) : undefined;
    if (next) {
      pushPaletteStep(next);
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
    if (event.nativeEvent.isComposing) return;
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
      if (steps.length > 0) popPaletteStep();
      else setPalettePage(null);
    }
  };

  return (
    <Command label={t("palette.label")} shouldFilter={false} vimBindings={false} onKeyDown={onKeyDown}>
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        {page && (
          <span className="shrink-0 rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
            {t(page.title)}
            {spec?.title && ` · ${t(spec.title)}`}
          </span>
        )}
        <Command.Input
          ref={inputRef}
          value={query}
          onValueChange={setQuery}
          onPaste={(event) => {
            // An input drops line breaks: a pasted column of ids would run together, so they become spaces.
            const text = event.clipboardData.getData("text");
            if (!/[\r\n]/.test(text)) return;
            event.preventDefault();
            const input = event.currentTarget;
            const start = input.selectionStart ?? query.length;
            const end = input.selectionEnd ?? start;
            setQuery(
              `${query.slice(0, start)}${text.trim().replace(/\s*[\r\n]+\s*/g, " ")}${query.slice(end)}`,
            );
          }}
          placeholder={t(spec?.placeholder ?? "palette.placeholder")}
          className="h-11 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        {loading && (
          <LoaderCircle className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
        )}
      </div>
      <PaletteList
        model={model}
        active={current}
        follow={fresh || active.byKeyboard}
        idFor={idFor}
        onHover={(index) => {
          setActive({ listKey, index, byKeyboard: false });
        }}
        onChoose={(index) => choose(options[index])}
        label={t("palette.listLabel")}
        busy={loading}
      />
      {options.length === 0 && !loading && model.notices.length === 0 && (
        <p className="px-3 py-6 text-center text-sm">{t("palette.empty")}</p>
      )}
      <div role="status" className="sr-only">
        {loading
          ? t("palette.loading")
          : [t("palette.results", { count: options.length }), ...model.notices].join(" ")}
      </div>
      <div className="flex gap-3 border-t px-3 py-1.5 text-xs text-muted-foreground" aria-hidden>
        {t(page ? "palette.footerPage" : "palette.footer")}
      </div>
    </Command>
  );
}
