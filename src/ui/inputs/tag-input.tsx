import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../cn";
import { RemovableTag } from "./removable-tag";
import { addTag, TAG_RULES, type TagRefusal, type TagRules } from "./tag-rules";

type Props = {
  id: string;
  label: string;
  items: readonly string[];
  onItemsChange(items: string[]): void;
  rules?: TagRules;
  /** The refusal of a duplicate (the spec leaves its text to each use). */
  duplicateMessage?: string;
  placeholder?: string;
  className?: string;
};

/**
 * The item creator (spec 3 §2 tag input): Enter adds the typed item, Backspace in the empty box removes the last,
 * each item's × removes it. A refused item stays in the box with the reason announced.
 */
export function TagInput({ id, label, items, onItemsChange, rules = TAG_RULES, ...props }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<TagRefusal | null>(null);
  const message = (reason: TagRefusal) =>
    reason === "duplicate" && props.duplicateMessage
      ? props.duplicateMessage
      : t(`kit.tags.${reason}`, { min: rules.minLength, max: rules.maxLength, count: rules.maxItems });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      const added = addTag(items, text, rules);
      if (!added.ok) return setRefusal(added.refusal);
      onItemsChange(added.items);
      setText("");
      setRefusal(null);
    } else if (event.key === "Backspace" && text === "" && items.length > 0) {
      onItemsChange(items.slice(0, -1));
    }
  };

  return (
    <div className={cn("grid gap-1.5", props.className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1 rounded-md border border-input p-1.5 focus-within:ring-2 focus-within:ring-ring">
        <ul aria-label={t("kit.tags.list", { label })} className="contents">
          {items.map((item) => (
            <RemovableTag
              key={item}
              text={item}
              removeLabel={t("kit.tags.remove", { item })}
              onRemove={() => onItemsChange(items.filter((other) => other !== item))}
              className="inline-flex items-center gap-1 rounded bg-muted px-1.5 py-0.5 text-xs"
            />
          ))}
        </ul>
        <input
          id={id}
          value={text}
          placeholder={props.placeholder}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setRefusal(null);
          }}
          onKeyDown={onKeyDown}
          className="h-7 min-w-40 flex-1 bg-transparent px-1 text-sm outline-none"
        />
      </div>
      {refusal && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {message(refusal)}
        </p>
      )}
    </div>
  );
}
