import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../cn";
import { ID_TAG_MAX, type IdTag, splitIdText } from "./id-tags";
import { RemovableTag } from "./removable-tag";

type Props = {
  label: string;
  tags: readonly IdTag[];
  /** The texts typed or pasted, split; the caller appends them (appendIdTags) and warns of an overflow. */
  onAppend(texts: string[]): void;
  onRemove(text: string): void;
  /** Where the texts live: `count`, `invalid`, `validTag`, `invalidTag`, `pendingTag`, `remove`, `placeholder`. */
  keyPrefix: string;
  max?: number;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Buttons shown beside the count (the filter editor's add and save). */
  actions?: ReactNode;
  hint?: string;
  /** What the ids amount to, said by the caller's verdicts; without it, how many are invalid. */
  summary?: string;
};

const tagText = (tag: IdTag) => (tag.invalid ? "invalidTag" : tag.pending ? "pendingTag" : "validTag");

/** Ids as tags (spec 2 §5, spec 3 §5): typed (Enter, comma, space) or pasted; valid ones green, invalid kept red. */
export function IdTagInput({
  label,
  tags,
  onAppend,
  onRemove,
  keyPrefix,
  max = ID_TAG_MAX,
  ...props
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState("");
  const invalid = tags.filter((tag) => tag.invalid).length;

  const commit = (value: string) => {
    setText("");
    const parts = splitIdText(value);
    if (parts.length > 0) onAppend(parts);
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
    <section aria-labelledby={id} className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label id={id} htmlFor={`${id}-input`} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {t(`${keyPrefix}.count`, { count: tags.length, max })}
          {props.summary !== undefined && <span className="ml-2">{props.summary}</span>}
          {props.summary === undefined && invalid > 0 && (
            <span className="ml-2 font-medium text-destructive">
              {t(`${keyPrefix}.invalid`, { count: invalid })}
            </span>
          )}
        </span>
        {props.actions && <span className="ml-auto flex gap-1">{props.actions}</span>}
      </div>
      <div className="flex max-h-40 flex-wrap items-center gap-1 overflow-auto rounded-md border p-1.5">
        <ul className="contents" aria-label={label}>
          {tags.map((tag) => (
            <RemovableTag
              key={tag.text}
              text={tag.text}
              removeLabel={t(`${keyPrefix}.remove`, { tag: tag.text })}
              onRemove={() => onRemove(tag.text)}
              focusable={false}
              disabled={props.disabled}
              data-valid={!tag.invalid && !tag.pending}
              data-invalid={tag.invalid || undefined}
              aria-label={t(`${keyPrefix}.${tagText(tag)}`, { tag: tag.text })}
              className={cn(
                "inline-flex items-center gap-1 rounded border px-1.5 py-0.5 text-xs tabular-nums",
                tag.invalid
                  ? "border-red-400 bg-red-100 text-red-900"
                  : tag.pending
                    ? "border-input bg-muted text-foreground"
                    : "border-green-400 bg-green-100 text-green-900",
              )}
            />
          ))}
        </ul>
        <input
          ref={props.inputRef}
          id={`${id}-input`}
          value={text}
          disabled={props.disabled}
          placeholder={t(`${keyPrefix}.placeholder`)}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
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
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
    </section>
  );
}
