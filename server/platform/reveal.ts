import type { Context } from "hono";
import type { RevealKind, RevealTarget } from "../../src/contract/privacy.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";

// Revealing one masked value (issue 32 item 2): the module owning a kind of value reads it. Each module names
// its readers in its ServerModule (`revealers`); the app derives the registry from the modules it mounts, and
// the privacy module's route dispatches a reveal by the target's kind.

/**
 * Reads one value of a record for the caller, with the scope rule of the list that shows it (a subscriber's
 * region must be one the caller holds…): null when there is no such record (or no such value) for them.
 * subject: whom the value is about, for the audit row (a subscriber's case history reads it).
 */
export type Revealer<K extends RevealKind = RevealKind> = (
  db: Db,
  c: Context<AppEnv>,
  target: Extract<RevealTarget, { kind: K }>,
) => Promise<{ value: string; subject?: string } | null>;

export type Revealers = { readonly [K in RevealKind]?: Revealer<K> };

/** Every module's readers by kind; two modules may not read the same kind. */
export function revealersOf(modules: readonly { name: string; revealers?: Revealers }[]): Revealers {
  const all: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [kind, revealer] of Object.entries(module.revealers ?? {})) {
      if (all[kind]) throw new Error(`revealer ${kind} is declared twice (module ${module.name})`);
      all[kind] = revealer;
    }
  }
  return all as Revealers;
}
