import { cn } from "../ui/cn";

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
      // The track is 16 px high; the button around it is the 24 × 32 px target WCAG 2.5.8 asks for.
      className="inline-flex h-6 w-8 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
    >
      <span
        aria-hidden
        className={cn(
          "relative inline-flex h-4 w-7 items-center rounded-full transition-colors",
          checked ? "bg-primary" : "bg-input",
        )}
      >
        <span
          className={cn(
            "inline-block size-3 rounded-full bg-background shadow transition-transform",
            checked ? "translate-x-3.5" : "translate-x-0.5",
          )}
        />
      </span>
    </button>
  );
}
