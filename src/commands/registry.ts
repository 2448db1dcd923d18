import { createStore } from "../lib/create-store";
import { can } from "../permissions/catalog";
import { groupOrder } from "./groups";
import type { AnyCommand, CommandContext, Requirement, SessionSnapshot } from "./types";

// The registry: every command of every module, by id. Surfaces read it; nothing else decides what exists.

const store = createStore<readonly AnyCommand[]>([]);
export const registryStore = store;

/**
 * Adds commands; throws when an id is already taken (VS Code's registerAction2 rule). Returns a disposer
 * that removes them again (tests, hot reload).
 */
export function registerCommands(list: readonly AnyCommand[]): () => void {
  const taken = new Set(store.get().map((command) => command.id));
  for (const command of list) {
    if (taken.has(command.id)) throw new Error(`Command id "${command.id}" is already registered`);
    if (!command.id.startsWith(`${command.module}.`)) {
      throw new Error(`Command id "${command.id}" does not start with its module "${command.module}"`);
    }
    taken.add(command.id);
  }
  store.set([...store.get(), ...list]);
  const ids = new Set(list.map((command) => command.id));
  return () => store.set(store.get().filter((command) => !ids.has(command.id)));
}

export function getCommands(): readonly AnyCommand[] {
  return store.get();
}

export function getCommand(id: string): AnyCommand | undefined {
  return store.get().find((command) => command.id === id);
}

/** Permission only (the `requires` gate); root passes every module requirement. */
export function isPermitted(command: AnyCommand, session: SessionSnapshot): boolean {
  return meetsRequirement(command.requires, session);
}

/** No requirement still needs a signed-in user. */
export function meetsRequirement(requires: Requirement | undefined, session: SessionSnapshot): boolean {
  if (!requires) return session.user !== null;
  if (typeof requires === "function") return requires(session);
  const modules = typeof requires.module === "string" ? [requires.module] : requires.module;
  return modules.some((module) => can(session.user, module, requires.privilege));
}

/** Context: a pane-scoped command applies only to its pane kind; then its own `when`. */
export function isApplicable(command: AnyCommand, ctx: CommandContext): boolean {
  if (command.pane && ctx.pane?.kind !== command.pane) return false;
  return command.when ? command.when(ctx) : true;
}

export type Availability = { enabled: true } | { enabled: false; reason?: string };

export function availability(command: AnyCommand, ctx: CommandContext): Availability {
  const result = command.enabled ? command.enabled(ctx) : true;
  if (result === true) return { enabled: true };
  return result === false ? { enabled: false } : { enabled: false, reason: result.reason };
}

/** Group order, then the command's `order`, then id: stable across languages. */
export function compareCommands(a: AnyCommand, b: AnyCommand): number {
  return (
    groupOrder(a.module) - groupOrder(b.module) || (a.order ?? 0) - (b.order ?? 0) || a.id.localeCompare(b.id)
  );
}

export type AvailableCommand = { command: AnyCommand; enabled: boolean; reason?: string };

/**
 * Twenty's order of filtering: surface, then permission, then context, then sort. `pane` restricts to the
 * commands of one pane kind (toolbar and row menus of that pane).
 */
export function availableCommands(
  commands: readonly AnyCommand[],
  surface: AnyCommand["surfaces"][number],
  ctx: CommandContext,
  pane?: string,
): AvailableCommand[] {
  return commands
    .filter((command) => command.surfaces.includes(surface))
    .filter((command) => pane === undefined || command.pane === pane)
    .filter((command) => isPermitted(command, ctx.session))
    .filter((command) => isApplicable(command, ctx))
    .sort(compareCommands)
    .map((command) => {
      const state = availability(command, ctx);
      return state.enabled ? { command, enabled: true } : { command, enabled: false, reason: state.reason };
    });
}

/**
 * The "open X" commands of the palette whose screen this user may not open: typed by name, the palette shows
 * them disabled, naming the privilege that opens them, rather than finding nothing.
 */
export function lockedScreens(commands: readonly AnyCommand[], session: SessionSnapshot): AnyCommand[] {
  return commands
    .filter((command) => command.opens && command.surfaces.includes("palette"))
    .filter((command) => typeof command.requires === "object" && !isPermitted(command, session))
    .sort(compareCommands);
}
