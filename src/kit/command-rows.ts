import type { LucideIcon } from "lucide-react";
import type { PaneCommandSpec } from "../commands/pane-commands";
import type { AnyCommand, Surface } from "../commands/types";
import type { Privilege } from "../permissions/catalog";

/** A pane command factory (src/commands/pane-commands.ts: paneCommandFactory). */
type PaneCommand = (privilege: Privilege, name: string, spec: PaneCommandSpec) => AnyCommand;

/** What a row leaves to the rest of its declaration: how it runs and is enabled; its surfaces and order when
 * they are not the table's (a row command's, its place in the table). */
export type RowSpec = Omit<PaneCommandSpec, "icon" | "keys" | "keywords" | "surfaces"> & {
  surfaces?: Surface[];
};

/** The surfaces of a pane's "new X" command: the palette and the pane's toolbar. */
export const TOOLBAR: Surface[] = ["palette", "toolbar"];

/**
 * A pane's commands as a table: each row says who may run it (the privilege), its name, icon, key and the
 * words it is found by, then how it runs. Every row is found by the pane's nouns too, is a row command (the
 * palette and the row menu) unless it says otherwise, and takes its place in the table as its order.
 */
export function commandRows(command: PaneCommand, nouns: readonly string[]) {
  let place = 0;
  return (
    privilege: Privilege,
    name: string,
    icon: LucideIcon,
    keys: string,
    words: readonly string[],
    spec: RowSpec,
  ): AnyCommand => {
    place += 1;
    return command(privilege, name, {
      icon,
      order: place,
      keywords: [...words, ...nouns],
      keys,
      surfaces: ["palette", "row"],
      ...spec,
    });
  };
}
