import type { ModuleName, Privilege } from "../permissions/catalog";
import type { PaneKindId } from "../workspace/types";
import type { AnyCommand } from "./types";

/**
 * A pane command as a module writes it: what its pane's commands share is given once to the factory, and its
 * name gives its id (`<module>.<name>`) and title (`<module>.commands.<name>`).
 */
export type PaneCommandSpec = Omit<AnyCommand, "id" | "title" | "module" | "pane" | "requires">;

/**
 * The factory of one pane's commands: each belongs to the module's palette group and to the pane (it
 * applies, and its keys act, only while that pane is focused), and is gated by a privilege of one
 * permission module.
 */
export function paneCommandFactory(
  module: string,
  pane: PaneKindId,
  permission: ModuleName,
): (privilege: Privilege, name: string, spec: PaneCommandSpec) => AnyCommand {
  return (privilege, name, spec) => ({
    ...spec,
    id: `${module}.${name}`,
    title: `${module}.commands.${name}`,
    module,
    pane,
    requires: { module: permission, privilege },
  });
}
