import { createStore, useStore } from "../lib/create-store";
import { parseKeys } from "./keys";
import { getCommand, registryStore } from "./registry";
import type { AnyCommand } from "./types";

// The one answer to "which keys does this command have for this user": the user's own binding (issue 32
// item 4, stored on the server by the shortcuts module) over the command's declared default. The binder, the
// cheat sheet, the palette and every hint read it here.

type Bindings = Readonly<Record<string, string>>;

const bindings = createStore<Bindings>({});

/** The signed-in user's bindings, as read from the server; an empty list after sign-out. */
export function setUserBindings(list: readonly { command_id: string; keys: string }[]): void {
  const next: Record<string, string> = {};
  for (const { command_id, keys } of list) if (parsesAsKeys(keys)) next[command_id] = keys;
  bindings.set(next);
}

function parsesAsKeys(keys: string): boolean {
  try {
    parseKeys(keys);
    return true;
  } catch {
    return false;
  }
}

/** Whether the user may choose this command's keys (not the palette's: every hint and the early listener name it). */
export function isRebindable(command: AnyCommand): boolean {
  return command.keysFixed !== true;
}

/** The keys this command has for the signed-in user, if any. */
export function keysOf(command: AnyCommand, current: Bindings = bindings.get()): string | undefined {
  return (isRebindable(command) ? current[command.id] : undefined) ?? command.keys;
}

/** Whether the user chose this command's keys (the cheat sheet and the rebind dialog mark it). */
export function isRebound(command: AnyCommand, current: Bindings = bindings.get()): boolean {
  return isRebindable(command) && current[command.id] !== undefined;
}

/** Re-renders when the user's bindings change; returns them, for `keysOf(command, bindings)` in a render. */
export function useUserBindings(): Bindings {
  return useStore(bindings, (value) => value);
}

/** A command's keys for this user, by id, kept current in a render (hints outside the registry's lists). */
export function useCommandKeys(commandId: string | undefined): string | undefined {
  const current = useUserBindings();
  const command = useStore(registryStore, () => (commandId ? getCommand(commandId) : undefined));
  return command ? keysOf(command, current) : undefined;
}

/** Which command's keys the user is choosing, and where they asked (the cheat sheet is shown again after). */
export type RebindRequest = { commandId: string; from: "cheatSheet" | "palette" };

/** Read by the rebind dialog (the shortcuts module's global); any surface may ask for it. */
export const rebindRequest = createStore<RebindRequest | null>(null);

/** How many commands have keys of the user's choosing. */
export function ownBindingCount(): number {
  return Object.keys(bindings.get()).length;
}
