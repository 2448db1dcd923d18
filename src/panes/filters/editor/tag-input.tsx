import { X } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TAG_MAX } from "../../../contract/filters";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { splitTags, type Tag } from "./tags";

type Props = {
  tags: readonly Tag[];
  onAppend(texts: string[]): void;
  onRemove(text: string): void;
  onClear(): void;
  onAdd(): void;
  onSaveWith(): void;
  busy: boolean;
  canEdit: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** Content ids as tags (spec 2 §5): typed or pasted; invalid ones kept and flagged in red. */
export function TagInput({
  tags,
  onAppend,
  onRemove,
  onClear,
  onAdd,
  onSaveWith,
  busy,
  canEdit,
  inputRef,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const invalid = tags.filter((tag) => tag.invalid).length;

  const commit = (value: string) => {
    const parts = splitTags(value);
    if (parts.length > 0) onAppend(parts);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === "," || event.key === " ") {
      if (text.trim() === "") return;
      event.preventDefault();
      commit(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onRemove(tags[tags.length - 1].text);
    }
  };

  return (
    <section aria-labelledby={id} className="grid gap-2 rounded-md border p-2">
      <div className="flex flex-wrap items-center gap-2">
        <label id={id} htmlFor={`${id}-input`} className="text-sm font-medium">
          {t("filters.tags.label")}
        </label>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {t("filters.tags.count", { count: tags.length, max: TAG_MAX })}
          {invalid > 0 && (
            <span className="ml-2 font-medium text-destructive">
              {t("filters.tags.invalid", { count: invalid })}
            </span>
          )}
        </span>
        <span className="ml-auto flex gap-1">
          <Button size="sm" variant="outline" disabled={tags.length === 0 || busy} onClick={onClear}>
            {t("filters.tags.clear")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!canEdit || busy || tags.length === invalid}
            onClick={onAdd}
          >
            {t("filters.tags.add")}
          </Button>
          <Button size="sm" disabled={!canEdit || busy || tags.length === invalid} onClick={onSaveWith}>
            {t("filters.tags.saveWith")}
          </Button>
        </span>
      </div>
      <div className="flex max-h-32 flex-wrap items-center gap-1 overflow-auto">
        <ul className="contents">
          {tags.map((tag) => (
            <li
              key={tag.text}
              data-invalid={tag.invalid || undefined}
              aria-label={tag.invalid ? t("filters.tags.invalidTag", { tag: tag.text }) : tag.text}
              className={cn(
                "inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs tabular-nums",
                tag.invalid ? "border-destructive bg-destructive/10 text-destructive" : "bg-muted",
              )}
            >
              {tag.text}
              <button
                type="button"
                tabIndex={-1}
                aria-label={t("filters.tags.remove", { tag: tag.text })}
                onClick={() => onRemove(tag.text)}
                className="rounded hover:bg-background"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={text}
          placeholder={t("filters.tags.placeholder")}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            commit(`${text} ${event.clipboardData.getData("text")}`);
          }}
          onBlur={() => commit(text)}
          className="h-7 min-w-48 flex-1 bg-transparent text-sm outline-none"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("filters.tags.hint", { max: TAG_MAX })}
      </p>
    </section>
  );
}
