import { X } from "lucide-react";
import { type KeyboardEvent, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { cn } from "../../../ui/cn";
import { appendIdTags, ID_TAG_MAX, type IdTag, splitIdText } from "./id-tags";

type Props = {
  label: string;
  tags: readonly IdTag[];
  onChange(tags: IdTag[]): void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** Ids as tags: typed (Enter, comma, space) or pasted; valid ones green, invalid ones kept and red. */
export function IdTagInput({ label, tags, onChange, inputRef, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const invalid = tags.filter((tag) => tag.invalid).length;

  const commit = (value: string) => {
    setText("");
    const parts = splitIdText(value);
    if (parts.length === 0) return;
    const { tags: next, overflow } = appendIdTags(tags, parts);
    if (overflow > 0) toast.warning(t("products.tags.limit", { max: ID_TAG_MAX, count: overflow }));
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === "," || event.key === " ") {
      if (text.trim() === "") return;
      event.preventDefault();
      commit(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {t("products.tags.count", { count: tags.length, max: ID_TAG_MAX })}
          {invalid > 0 && (
            <span className="ml-2 font-medium text-destructive">
              {t("products.tags.invalid", { count: invalid })}
            </span>
          )}
        </span>
      </div>
      <div className="flex max-h-40 flex-wrap items-center gap-1 overflow-auto rounded-md border p-1.5">
        <ul className="contents" aria-label={label}>
          {tags.map((tag) => (
            <li
              key={tag.text}
              data-valid={!tag.invalid}
              aria-label={t(tag.invalid ? "products.tags.invalidTag" : "products.tags.validTag", {
                tag: tag.text,
              })}
              className={cn(
                "inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs tabular-nums",
                tag.invalid
                  ? "border-red-400 bg-red-100 text-red-800"
                  : "border-green-400 bg-green-100 text-green-800",
              )}
            >
              {tag.text}
              <button
                type="button"
                tabIndex={-1}
                disabled={disabled}
                aria-label={t("products.tags.remove", { tag: tag.text })}
                onClick={() => onChange(tags.filter((other) => other.text !== tag.text))}
                className="rounded hover:bg-background"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={inputRef}
          id={id}
          value={text}
          disabled={disabled}
          placeholder={t("products.tags.placeholder")}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            event.preventDefault();
            commit(`${text} ${event.clipboardData.getData("text")}`);
          }}
          onBlur={() => commit(text)}
          className="h-7 min-w-40 flex-1 bg-transparent text-sm outline-none"
        />
      </div>
    </div>
  );
}
