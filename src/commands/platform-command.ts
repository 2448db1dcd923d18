import type { AnyCommand } from "./types";

/** A command of the console itself as its file writes it: the name gives the rest. */
export type PlatformCommandSpec = Omit<AnyCommand, "id" | "title" | "module">;

/**
 * A command of the console's own groups (general, workspace): its name gives its id (`<group>.<name>`) and
 * its title (`commands.<group>.<name>`), so neither can drift from the other.
 */
export function platformCommand(
  module: "general" | "workspace",
  name: string,
  spec: PlatformCommandSpec,
): AnyCommand {
  return { id: `${module}.${name}`, title: `commands.${module}.${name}`, module, ...spec };
}
