import type { ModuleName, Privilege } from "../permissions/catalog";
import type { PaneKindId } from "../workspace/types";
import type { AnyCommand } from "./types";

/** A pane command as a module writes it: what its pane's commands share is given once to the factory. */
export type PaneCommandSpec = Omit<AnyCommand, "module" | "pane" | "requires">;

/**
 * The factory of one pane's commands: each belongs to the module's palette group and to the pane (it
 * applies, and its keys act, only while that pane is focused), and is gated by a privilege of one
 * permission module.
 */
export function paneCommandFactory(
  module: string,
  pane: PaneKindId,
  permission: ModuleName,
): (privilege: Privilege, spec: PaneCommandSpec) => AnyCommand {
  return (privilege, spec) => ({ ...spec, module, pane, requires: { module: permission, privilege } });
}
