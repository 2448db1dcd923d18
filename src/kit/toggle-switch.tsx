import { ActiveSwitch } from "./active-switch";
import { usePendingToggle } from "./confirm-toggle";

type Props = {
  /** The key its changes run under (the ToggleChange's `key`). */
  toggleKey: string;
  checked: boolean;
  /** Accessible name, e.g. "Activo: lucia". */
  label: string;
  disabled?: boolean;
  /** Asks for the change (a command: permission and confirmation included). */
  onToggle(): void;
};

/** A table cell's switch, showing a confirmed change at once and the old state again if it fails. */
export function ToggleSwitch({ toggleKey, checked, label, disabled, onToggle }: Props) {
  const shown = usePendingToggle(toggleKey);
  return (
    <ActiveSwitch
      checked={shown ?? checked}
      busy={shown !== undefined}
      label={label}
      disabled={disabled || shown !== undefined}
      onToggle={onToggle}
    />
  );
}
