import { can, type ModuleName, type Privilege } from "../permissions/catalog";
import type { PaneKindId } from "../workspace/types";
import type { AnyCommand, Requirement } from "./types";

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

/**
 * Who is offered a row's read-only view ("Ver …") instead of its editor ("Editar …"): a user who may view the
 * permission module but not edit it. The editor's command requires edit, so exactly one of the two applies.
 */
export const viewOnlyOn =
  (module: ModuleName): Requirement =>
  (session) =>
    can(session.user, module, "view") && !can(session.user, module, "edit");

/**
 * A pane's commands that ask its screen for a form ("new X"), offered on the palette from every other screen
 * too: run there, each opens its screen (in the focused pane, as an "open" command does) and then asks it for
 * the form. The pane's own command keeps its keys and toolbar button; its twin is the palette's elsewhere.
 */
export function alsoFromOtherScreens(commands: readonly AnyCommand[], ...ids: string[]): AnyCommand[] {
  const twins = ids.map((id) => {
    const command = commands.find((candidate) => candidate.id === id);
    if (!command) throw new Error(`No command ${id} to offer from other screens`);
    return fromOtherScreens(command);
  });
  return [...commands, ...twins];
}

function fromOtherScreens(command: AnyCommand): AnyCommand {
  const kind = command.pane;
  // A `when` reads its pane's state, which another screen does not have.
  if (!kind || command.when) throw new Error(`${command.id} is not a pane's unconditional command`);
  const { keys: _keys, keysInInputs: _inInputs, pane: _pane, ...rest } = command;
  return {
    ...rest,
    id: `${command.id}Elsewhere`,
    surfaces: ["palette"],
    when: (ctx) => ctx.pane?.kind !== kind,
    run: (ctx, args, confirmed) =>
      command.run(
        { ...ctx, openDialog: (request) => ctx.openPane(kind, {}, { dialog: request }) },
        args,
        confirmed,
      ),
  };
}
