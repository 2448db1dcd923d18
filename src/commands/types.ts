import type { TFunction } from "i18next";
import type { LucideIcon } from "lucide-react";
import type { ModuleName, Privilege } from "../permissions/catalog";
import type { SessionUser } from "../session/store";
import type { DialogRequest, OpenScreenOptions } from "../workspace/intents";
import type { PaneKindId } from "../workspace/types";

/** Where a command can be shown. The keyboard is not a surface: any command with `keys` is bound. */
export type Surface = "palette" | "menu" | "toolbar" | "row";

/** Who asked to run a command (for feedback and usage counts). */
export type CommandSource = Surface | "keyboard" | "api";

export type SessionSnapshot = {
  readonly user: SessionUser | null;
  readonly region: string;
  readonly tenant: string;
};

export type { Placement } from "../workspace/intents";
export type OpenPaneOptions = Pick<OpenScreenOptions, "placement" | "dialog">;

export type PaneRef = {
  readonly id: string;
  readonly kind: PaneKindId;
  readonly params: Readonly<Record<string, string>>;
  /** Rows selected in the pane (its table reports them with setPaneSelection). */
  readonly selection: readonly unknown[];
  /** What the pane shows, as it published it (publishPaneData); its own module's commands read it. */
  readonly data: unknown;
};

export type CommandContext = {
  session: SessionSnapshot;
  /** The pane the command acts on: the focused one, or the one whose toolbar/row menu was used. */
  pane: PaneRef | null;
  /** The rows the command acts on: the pane's selection, or the rows a row menu was opened on. */
  selection: readonly unknown[];
  /** Opens a screen in this pane (or split off it), refusing screens the user may not view. */
  openPane(kind: PaneKindId, params?: Record<string, string>, options?: OpenPaneOptions): void;
  /** Asks this pane to show one of its dialogs, with its arguments (src/workspace/intents.ts). */
  openDialog<D extends DialogRequest>(request: D): void;
  navigate(to: string, options?: { replace?: boolean }): void;
  t: TFunction;
};

/** `module` may list several modules: any of them grants the privilege. */
export type Requirement =
  | { module: ModuleName | readonly ModuleName[]; privilege: Privilege }
  | ((session: SessionSnapshot) => boolean);

/** false, or a reason (an i18n key) shown next to the disabled command. */
export type Enablement = boolean | { reason: string };

/** `reason`: translated text of why this choice is refused; the palette shows it disabled. */
export type ArgItem<A> = { id: string; label: string; detail?: string; reason?: string; value: A };

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

/** What a destructive command will change, computed before it runs; texts already translated. */
export type ImpactPreview = {
  title: string;
  /** What happens, in a sentence or two ("María López will be deleted."). */
  summary?: readonly string[];
  /** The records touched, one line each (the dialog shows the first few and how many more). */
  records?: readonly string[];
  /** Amounts involved ("Importe: 234,00 MXN"). */
  amounts?: readonly string[];
  /** Warnings (the server is expected to refuse some of the records). */
  warnings?: readonly string[];
  confirmLabel: string;
  /** The button that leaves without acting, when "Cancelar" would read as the action (cancelling a subscription). */
  dismissLabel?: string;
};

/** A required input asked for with the confirmation (the new e-mail of an e-mail change); `label`: i18n key. */
export type ConfirmField = { name: string; label: string; inputMode?: "email" | "text" };

/** What the operator gave when confirming: the reason (when audited) and the declared fields. */
export type Confirmed = { reason: string; values: Readonly<Record<string, string>> };

/**
 * A destructive command's declared confirmation: the impact preview is shown before `run`; an audited
 * action requires a reason, which `run` receives (and sends as `reason`). A failure keeps the dialog open
 * with what was typed and the failure's text.
 */
export type Confirmation<A> = {
  preview(ctx: CommandContext, args: A): ImpactPreview;
  /** Audited: a reason is required and passed to `run`. */
  reason: boolean;
  fields?: readonly ConfirmField[];
  /** The failure's text shown in the dialog (default: the generic one). */
  failure?(error: unknown, t: TFunction): string;
};

export type MenuSpec = {
  /** A section declared by some module's manifest; top-level entry when absent. */
  section?: string;
  /** Global menu order; a section sits where its first entry does. */
  order: number;
  /** i18n key of the visible label. */
  label: string;
  /** i18n key of a longer accessible name when the label alone is ambiguous. */
  ariaLabel?: string;
  /** Route the entry links to (for open-in-new-tab and the current-page mark). */
  route: string;
  /** Pane kind the entry opens: the entry is current when the focused pane shows it. */
  kind: PaneKindId;
  indent?: boolean;
};

// Methods (not function-valued properties) keep `Command<string>` assignable to `Command<unknown>`, so one
// registry holds commands of every argument type.
export type Command<A = void> = {
  /** `module.verbNoun`; the prefix is the command's module. */
  id: `${string}.${string}`;
  /** i18n key. */
  title: string;
  /** Palette group: a module id (its manifest's) or a platform group (general, workspace). */
  module: string;
  /** Search aliases in both languages (operators search in either). */
  keywords?: readonly string[];
  icon?: LucideIcon;
  order?: number;
  /** One string feeds the binder and the hint shown: 'mod+shift+l', 'alt+shift+arrowleft', '?'. */
  keys?: string;
  /** The user may not choose other keys for it (the palette's: the early listener and every hint name them). */
  keysFixed?: boolean;
  /** The shortcut also fires while typing in a text field (only for keys that never type text). */
  keysInInputs?: boolean;
  /** The shortcut also fires inside a dialog (the palette's: it opens over any dialog). */
  keysInDialogs?: boolean;
  /**
   * The dialog this command belongs to (its content's `data-command-scope`): its shortcut acts only inside
   * that dialog, while it is open.
   */
  dialog?: string;
  /** Pane kind this command belongs to: it only applies (and its shortcut only acts) when that pane is focused. */
  pane?: PaneKindId;
  /** The screen this command opens (an "open X" command): offered by "open to the side". */
  opens?: PaneKindId;
  requires?: Requirement;
  when?(ctx: CommandContext): boolean;
  enabled?(ctx: CommandContext): Enablement;
  surfaces: readonly Surface[];
  args?: ArgSpec<A>;
  confirm?: Confirmation<A>;
  menu?: MenuSpec;
  run(ctx: CommandContext, args: A, confirmed?: Confirmed): void | Promise<void>;
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
