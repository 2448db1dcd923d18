import { cn } from "../../ui/cn";

type Props = {
  checked: boolean;
  /** Accessible name, e.g. "Activo: lucia". */
  label: string;
  disabled?: boolean;
  /** A change is on its way. */
  busy?: boolean;
  onToggle(): void;
};

/** A status switch for table cells (role="switch"); the change itself is a command with confirmation. */
export function ActiveSwitch({ checked, label, disabled, busy, onToggle }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy || undefined}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
      className={cn(
        "relative inline-flex h-4 w-7 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
        checked ? "bg-primary" : "bg-input",
      )}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-3 rounded-full bg-background shadow transition-transform",
          checked ? "translate-x-3.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
