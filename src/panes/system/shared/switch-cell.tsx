import { useSnapshot } from "valtio";
import { executeCommand } from "../../../commands/execute";
import { can, type ModuleName } from "../../../permissions/catalog";
import { session } from "../../../session/store";
import { ActiveSwitch } from "./active-switch";

type Props = {
  paneId: string;
  command: string;
  module: ModuleName;
  checked: boolean;
  label: string;
  row: unknown;
};

/** A table cell's switch: runs the row's status command (permission and confirmation included). */
export function SwitchCell({ paneId, command, module, checked, label, row }: Props) {
  const { user } = useSnapshot(session);
  return (
    <ActiveSwitch
      checked={checked}
      label={label}
      disabled={!can(user, module, "edit")}
      onToggle={() => void executeCommand(command, "row", undefined, { paneId, selection: [row] })}
    />
  );
}
