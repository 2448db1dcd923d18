import { Check, ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { cn } from "../../../ui/cn";
import {
  type SelectOption,
  selectionSummary,
  toggleOption,
  usesSearch,
  visibleOptions,
} from "./multi-select-model";

/** Spec 3 §8: the toast shown when the last selected item would be deselected (600 ms). */
export const MINIMUM_TOAST_MS = 600;

type Props = {
  label: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  minimum?: number;
  disabled?: boolean;
  placeholder?: string;
};

/** A multi-select (combobox + listbox): 50 options a page, loaded on scroll; a search at 49+ options. */
export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  minimum = 0,
  disabled,
  placeholder,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [pages, setPages] = useState(1);
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query);
  const list = useRef<HTMLDivElement>(null);
  const searching = usesSearch(options.length);
  const { shown, more } = visibleOptions(options, deferred, pages);
  const summary = selectionSummary(options, selected);

  useEffect(() => {
    if (!open) {
      setQuery("");
      setPages(1);
      setActive(0);
    }
  }, [open]);

  const toggle = (option: SelectOption) => {
    const outcome = toggleOption(selected, option.id, minimum);
    if (outcome.blocked) toast.warning(t("products.select.minimum"), { duration: MINIMUM_TOAST_MS });
    else onChange(outcome.selected);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(shown.length - 1, to));
    if (next >= shown.length - 1 && more) setPages((p) => p + 1);
    setActive(next);
    list.current?.querySelector(`[data-index="${next}"]`)?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => shown[active] && toggle(shown[active]),
      " ": () => shown[active] && !searching && toggle(shown[active]),
    };
    const action = keys[event.key];
    if (!action || (event.key === " " && searching)) return;
    event.preventDefault();
    action();
  };
  const optionId = (index: number) => `${id}-option-${index}`;

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
            <span className="flex-1 truncate">
              {summary.labels.length === 0
                ? (placeholder ?? t("products.select.none"))
                : summary.labels.join(", ") + (summary.rest > 0 ? ` +${summary.rest}` : "")}
            </span>
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
              aria-label={t("products.select.search", { label })}
              aria-controls={`${id}-list`}
              aria-activedescendant={shown[active] ? optionId(active) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPages(1);
                setActive(0);
              }}
              placeholder={t("products.select.searchPlaceholder")}
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
            className="max-h-[300px] overflow-auto outline-none"
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
              <p className="px-2 py-1 text-sm text-muted-foreground">{t("products.select.empty")}</p>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
