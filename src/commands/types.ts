import type { TFunction } from "i18next";
import type { LucideIcon } from "lucide-react";
import type { ModuleName, Privilege } from "../permissions/catalog";
import type { SessionUser } from "../session/store";
import type { CommandGroup } from "./groups";

/** Where a command can be shown. The keyboard is not a surface: any command with `keys` is bound. */
export type Surface = "palette" | "menu" | "toolbar" | "row";

/** Who asked to run a command (for feedback and usage counts). */
export type CommandSource = Surface | "keyboard" | "api";

export type SessionSnapshot = {
  readonly user: SessionUser | null;
  readonly region: string;
  readonly tenant: string;
};

/** replace: the target pane shows the new screen; right/down: a new pane is split off the target. */
export type Placement = "replace" | "right" | "down";

export type OpenPaneOptions = { placement?: Placement };

export type PaneRef = {
  readonly id: string;
  readonly kind: string;
  readonly params: Readonly<Record<string, string>>;
  /** Rows selected in the pane (its table reports them with setPaneSelection). */
  readonly selection: readonly unknown[];
};

export type CommandContext = {
  session: SessionSnapshot;
  /** The pane the command acts on: the focused one, or the one whose toolbar/row menu was used. */
  pane: PaneRef | null;
  /** The rows the command acts on: the pane's selection, or the rows a row menu was opened on. */
  selection: readonly unknown[];
  openPane(kind: string, params?: Record<string, string>, options?: OpenPaneOptions): void;
  navigate(to: string, options?: { replace?: boolean }): void;
  t: TFunction;
};

/** `module` may list several modules: any of them grants the privilege. */
export type Requirement =
  | { module: ModuleName | readonly ModuleName[]; privilege: Privilege }
  | ((session: SessionSnapshot) => boolean);

/** false, or a reason (an i18n key) shown next to the disabled command. */
export type Enablement = boolean | { reason: string };

export type ArgItem<A> = { id: string; label: string; detail?: string; value: A };

/** A typed argument asked for on a palette sub-page. */
export type ArgSpec<A> = {
  /** i18n key of the sub-page input placeholder. */
  placeholder: string;
  suggest(query: string, signal: AbortSignal, ctx: CommandContext): Promise<ArgItem<A>[]> | ArgItem<A>[];
  /** Accepts the typed text itself as the argument (shown as a first option) when it returns a value. */
  parse?(query: string): A | undefined;
  debounceMs?: number;
  /** i18n key of this page's step, shown after the command's title (arguments asked over several pages). */
  title?: string;
  /** The next page for what was chosen here, if any: the command runs with the last page's value. */
  next?(value: A, ctx: CommandContext): ArgSpec<A> | undefined;
};

/** What a destructive command will do, already translated: shown in a confirmation dialog before `run`. */
export type ConfirmInfo = { title: string; lines: string[]; confirmLabel?: string };

export type MenuSectionId = "system" | "edges" | "products" | "content" | "apa" | "signals";

export type MenuSpec = {
  /** Top-level entry when absent. */
  section?: MenuSectionId;
  /** Global menu order; a section sits where its first entry does. */
  order: number;
  /** i18n key of the visible label. */
  label: string;
  /** i18n key of a longer accessible name when the label alone is ambiguous. */
  ariaLabel?: string;
  /** Route the entry links to (for open-in-new-tab and the current-page mark). */
  route: string;
  /** Pane kind the entry opens: the entry is current when the focused pane shows it. */
  kind: string;
  indent?: boolean;
};

// Methods (not function-valued properties) keep `Command<string>` assignable to `Command<unknown>`, so one
// registry holds commands of every argument type.
export type Command<A = void> = {
  id: `${CommandGroup}.${string}`;
  /** i18n key. */
  title: string;
  /** Palette group; also the prefix of the id. */
  module: CommandGroup;
  /** Search aliases in both languages (operators search in either). */
  keywords?: readonly string[];
  icon?: LucideIcon;
  order?: number;
  /** One string feeds the binder and the hint shown: 'mod+shift+l', 'alt+shift+arrowleft', '?'. */
  keys?: string;
  /** The shortcut also fires while typing in a text field (only for keys that never type text). */
  keysInInputs?: boolean;
  /** Pane kind this command belongs to: it only applies (and its shortcut only acts) when that pane is focused. */
  pane?: string;
  requires?: Requirement;
  when?(ctx: CommandContext): boolean;
  enabled?(ctx: CommandContext): Enablement;
  surfaces: readonly Surface[];
  args?: ArgSpec<A>;
  danger?(ctx: CommandContext, args: A): ConfirmInfo;
  menu?: MenuSpec;
  run(ctx: CommandContext, args: A): void | Promise<void>;
};

export type AnyCommand = Command<unknown>;

/** Identity helper that infers the argument type from `args`. */
export function defineCommand<A = void>(command: Command<A>): Command<A> {
  return command;
}

/** The row action shape the data table consumes (src/ui/data-table), structurally identical to its own. */
export type RowAction<T = unknown> = {
  id: string;
  label: string;
  /** The command's `keys`: the grid honours it while it has focus (and then acts on its rows). */
  shortcut?: string;
  danger?: boolean;
  disabled?: boolean;
  run(rows: T[]): void;
};
