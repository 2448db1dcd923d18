import { X } from "lucide-react";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<"li">, "children"> & {
  text: string;
  /** The × button's accessible name ("Quitar 42"). */
  removeLabel: string;
  onRemove(): void;
  /** Whether Tab stops on the ×; an input that removes with Backspace leaves it out. */
  focusable?: boolean;
  disabled?: boolean;
};

/** One item of a tag input: its text and the × that removes it. */
export function RemovableTag({ text, removeLabel, onRemove, focusable = true, disabled, ...item }: Props) {
  return (
    <li {...item}>
      {text}
      <button
        type="button"
        tabIndex={focusable ? undefined : -1}
        disabled={disabled}
        aria-label={removeLabel}
        onClick={onRemove}
        className="rounded hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3" aria-hidden />
      </button>
    </li>
  );
}
