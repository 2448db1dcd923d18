// biome-ignore-all lint/a11y/useFocusableInteractive: the search box holds focus and points at options with aria-activedescendant
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the search box's onKeyDown is the options' keyboard path
// biome-ignore-all lint/a11y/useSemanticElements: a listbox of paged options with an active descendant, not <select>
import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../button";
import { cn } from "../cn";
import {
  MULTI_PAGE_SIZE,
  type MultiOption,
  optionPage,
  type SelectionRules,
  selectionSummary,
  toggleOption,
} from "./multi-select-model";

type Props = {
  label: string;
  options: readonly MultiOption[];
  selected: readonly string[];
  onSelectedChange(selected: string[]): void;
  rules?: SelectionRules;
  pageSize?: number;
};

// Spec 3 §5: the minimum's toast shows for 600 ms.
const MINIMUM_TOAST_MS = 600;

/**
 * A multi-select whose options come a page at a time (spec 3 §2). Its search box is a combobox over a
 * multi-selectable listbox: ↑↓ move, Enter toggles, PageUp/PageDown change page, Escape closes.
 */
export function PagedMultiSelect({ label, options, selected, onSelectedChange, rules, pageSize }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(0);
  const [active, setActive] = useState(0);
  const shown = optionPage(options, query, page, pageSize ?? MULTI_PAGE_SIZE);
  const current = shown.items[Math.min(active, shown.items.length - 1)];
  const summary = selectionSummary(selected, options);

  const toggle = (option: MultiOption) => {
    const result = toggleOption(selected, option.id, rules);
    if (result.ok) return onSelectedChange(result.selected);
    toast.warning(t(`kit.multi.${result.refusal}`, { count: rules?.max }), {
      duration: result.refusal === "minimum" ? MINIMUM_TOAST_MS : undefined,
    });
  };
  const goTo = (next: number) => {
    setPage(Math.min(Math.max(0, next), shown.pages - 1));
    setActive(0);
  };
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => setActive(Math.min(active + 1, shown.items.length - 1)),
    ArrowUp: () => setActive(Math.max(active - 1, 0)),
    PageDown: () => goTo(shown.page + 1),
    PageUp: () => goTo(shown.page - 1),
    Enter: () => current && toggle(current),
    Escape: close,
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const act = keys[event.key];
    if (!act) return;
    event.preventDefault();
    event.stopPropagation();
    act();
  };

  return (
    <div className="relative grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Button
        ref={trigger}
        variant="outline"
        className="justify-between"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen(!open)}
      >
        <span id={`${id}-summary`}>
          {summary.kind === "none"
            ? t("common.none")
            : summary.kind === "all"
              ? t("common.global")
              : (summary.label ?? `${summary.count} ${t("common.selected")}`)}
        </span>
        <ChevronDown aria-hidden />
      </Button>
      {open && (
        <div className="grid gap-1 rounded-md border bg-background p-2 shadow-md">
          <input
            role="combobox"
            aria-expanded
            aria-controls={`${id}-list`}
            aria-activedescendant={current ? `${id}-${current.id}` : undefined}
            aria-label={t("kit.multi.search", { label })}
            placeholder={t("common.search")}
            // biome-ignore lint/a11y/noAutofocus: opening the list is asking to search it
            autoFocus
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              goTo(0);
            }}
            onKeyDown={onKeyDown}
            className="h-8 rounded border border-input bg-transparent px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <div
            id={`${id}-list`}
            role="listbox"
            aria-multiselectable
            aria-label={label}
            className="max-h-[300px] overflow-auto"
          >
            {shown.items.map((option) => (
              <div
                key={option.id}
                id={`${id}-${option.id}`}
                role="option"
                aria-selected={selected.includes(option.id)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(option)}
                className={cn(
                  "flex cursor-default items-center gap-2 rounded px-2 py-1 text-sm",
                  option === current && "bg-accent",
                )}
              >
                <Check className={cn("size-4", !selected.includes(option.id) && "invisible")} aria-hidden />
                {option.label}
              </div>
            ))}
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t("kit.multi.page", { page: shown.page + 1, pages: shown.pages, count: shown.matches })}
          </p>
        </div>
      )}
    </div>
  );
}
