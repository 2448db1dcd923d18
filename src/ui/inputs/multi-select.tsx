import { Check, ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { cn } from "../cn";
import {
  type MultiOption,
  OPTION_PAGE,
  type SelectionRules,
  selectionSummary,
  toggleOption,
  usesSearch,
  visibleOptions,
} from "./multi-select-model";

/** Spec 3 §8: the toast shown when the last selected item would be deselected lasts 600 ms. */
export const MINIMUM_TOAST_MS = 600;

type Props = {
  label: string;
  options: readonly MultiOption[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  rules?: SelectionRules;
  disabled?: boolean;
  /** What the closed control says with nothing selected (default 'Ninguno'). */
  placeholder?: string;
};

/**
 * The multi-select of spec 1 §5 and spec 3 §2: a select-only combobox over a multi-selectable listbox of
 * 300 px, 50 options a page loaded as it scrolls (PageDown loads the next), a search box at 49+ options.
 * ↑↓ Home End PageUp PageDown move, Enter (Space without a search box) toggles, Escape closes.
 */
export function MultiSelect({ label, options, selected, onChange, rules, disabled, placeholder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query);
  const list = useRef<HTMLDivElement>(null);
  const searching = usesSearch(options.length);
  const { shown, matching, more } = visibleOptions(options, deferred, pages);
  const summary = selectionSummary(selected, options);

  useEffect(() => {
    if (!open) {
      setQuery("");
      setPages(1);
      setActive(0);
    }
  }, [open]);

  const toggle = (option: MultiOption) => {
    const result = toggleOption(selected, option.id, rules);
    if (result.ok) return onChange(result.selected);
    toast.warning(t(`kit.multi.${result.refusal}`, { count: rules?.max }), {
      duration: result.refusal === "minimum" ? MINIMUM_TOAST_MS : undefined,
    });
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matching - 1, to));
    const needed = Math.floor(next / OPTION_PAGE) + 1;
    if (needed > pages) setPages(needed);
    setActive(next);
    requestAnimationFrame(() =>
      list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: "nearest" }),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(matching - 1),
      PageDown: () => move(active + OPTION_PAGE),
      PageUp: () => move(active - OPTION_PAGE),
      Enter: () => shown[active] && toggle(shown[active]),
      " ": () => shown[active] && toggle(shown[active]),
    };
    const action = keys[event.key];
    if (!action || (event.key === " " && searching)) return;
    event.preventDefault();
    action();
  };
  const optionId = (index: number) => `${id}-option-${index}`;
  const text =
    summary.kind === "none"
      ? (placeholder ?? t("common.none"))
      : summary.kind === "all"
        ? t("common.global")
        : summary.kind === "count"
          ? `${summary.count} ${t("common.selected")}`
          : summary.labels.join(", ");

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div className="grid gap-1">
        <span id={`${id}-label`} className="text-xs font-medium text-muted-foreground">
          {label}
        </span>
        <Popover.Trigger asChild disabled={disabled}>
          <button
            type="button"
            role="combobox"
            aria-labelledby={`${id}-label`}
            aria-expanded={open}
            aria-haspopup="listbox"
            aria-controls={`${id}-list`}
            className="flex h-8 min-w-40 items-center gap-1 rounded-md border border-input bg-background px-2 text-left text-sm disabled:opacity-50"
          >
            <span className="flex-1 truncate">{text}</span>
            <ChevronDown className="size-4 opacity-60" aria-hidden />
          </button>
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className="z-50 w-72 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          onKeyDown={onKeyDown}
        >
          {searching && (
            <input
              aria-label={t("kit.multi.search", { label })}
              aria-controls={`${id}-list`}
              aria-activedescendant={shown[active] ? optionId(active) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPages(1);
                setActive(0);
              }}
              placeholder={t("common.search")}
              className="mb-1 h-8 w-full rounded border px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          )}
          <div
            ref={list}
            id={`${id}-list`}
            role="listbox"
            aria-multiselectable
            aria-label={label}
            tabIndex={searching ? -1 : 0}
            aria-activedescendant={!searching && shown[active] ? optionId(active) : undefined}
            className="max-h-[300px] overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onScroll={(event) => {
              const el = event.currentTarget;
              if (more && el.scrollTop + el.clientHeight >= el.scrollHeight - 8) setPages((p) => p + 1);
            }}
          >
            {shown.map((option, index) => {
              const checked = selected.includes(option.id);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys (aria-activedescendant)
                <div
                  key={option.id}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  tabIndex={-1}
                  aria-selected={checked}
                  title={option.label}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => toggle(option)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    "flex cursor-default items-center gap-2 rounded px-2 py-1 text-sm",
                    index === active && "bg-accent text-accent-foreground",
                  )}
                >
                  <Check className={cn("size-4", !checked && "invisible")} aria-hidden />
                  <span className="truncate">{option.label}</span>
                </div>
              );
            })}
            {shown.length === 0 && (
              <p className="px-2 py-1 text-sm text-muted-foreground">{t("kit.multi.empty")}</p>
            )}
          </div>
          <p className="px-2 pt-1 text-xs text-muted-foreground" aria-live="polite">
            {t("kit.multi.showing", { shown: shown.length, count: matching })}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
