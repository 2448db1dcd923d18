import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn";

type Props = {
  tags: string[];
  /** The ids the last validation did not find; null before a validation. */
  unknown: Set<string> | null;
  onRemove(tag: string): void;
  /** Where the keyboard goes once the last tag is removed (the id box). */
  onEmptied(): void;
};

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => Math.min(at + 1, last),
  ArrowDown: (at, last) => Math.min(at + 1, last),
  ArrowLeft: (at) => Math.max(at - 1, 0),
  ArrowUp: (at) => Math.max(at - 1, 0),
  Home: () => 0,
  End: (_at, last) => last,
};

/**
 * The bulk dialog's ids (issue #31 item 5c): one tab stop for the whole list, however many ids it holds (a
 * roving tabindex). The arrows, Home and End move between tags; Delete or Backspace removes the focused one.
 */
export function DeviceTags({ tags, unknown, onRemove, onEmptied }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [focusWanted, setFocusWanted] = useState(false);
  const active = Math.min(current, Math.max(tags.length - 1, 0));

  useEffect(() => {
    if (!focusWanted) return;
    setFocusWanted(false);
    if (tags.length === 0) return onEmptied();
    list.current?.querySelectorAll<HTMLButtonElement>("button")[active]?.focus();
  }, [focusWanted, active, tags.length, onEmptied]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      setCurrent(move(index, tags.length - 1));
      setFocusWanted(true);
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      setCurrent(index);
      onRemove(tags[index]);
      setFocusWanted(true);
    }
  };

  return (
    <ul
      ref={list}
      aria-label={t("apa.bulk.tags", { count: tags.length })}
      aria-description={tags.length > 0 ? t("apa.bulk.tagKeys") : undefined}
      className="flex max-h-48 flex-wrap gap-1 overflow-auto"
    >
      {tags.map((tag, index) => {
        const invalid = unknown?.has(tag) === true;
        return (
          <li
            key={tag}
            data-invalid={invalid || undefined}
            className={cn(
              "flex items-center gap-1 rounded border px-1.5 text-xs",
              invalid && "border-destructive bg-destructive/10 text-destructive",
              unknown && !invalid && "border-green-600/50",
            )}
          >
            {tag}
            {invalid && <span className="sr-only">{t("apa.bulk.invalidTag")}</span>}
            <button
              type="button"
              tabIndex={index === active ? 0 : -1}
              aria-label={t("apa.bulk.remove", { id: tag })}
              onClick={() => onRemove(tag)}
              onFocus={() => setCurrent(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <X className="size-3" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
