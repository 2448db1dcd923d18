import { Eye } from "lucide-react";
import type { AnyCommand, CommandContext, Surface } from "../commands/types";
import type { PersonalDataModule } from "../contract/personal-data";
import type { PaneKindId } from "../workspace/types";
import { isMasked, revealEnablement } from "./personal-data";
import { type RevealChoice, requestReveal } from "./reveal-store";

/** The record a reveal command acts on: whose it is and its masked fields (the present ones). */
export type RevealRecord = { subject: string; choices: readonly RevealChoice[] };

type Spec = {
  /** `module.verbNoun`; its title is `<module>.commands.<verbNoun>` unless given. */
  id: `${string}.${string}`;
  /** i18n key of the title, when several commands (one per pane kind) share it. */
  title?: string;
  /** The palette group (the manifest's id). */
  group: string;
  pane: PaneKindId;
  /** The permission module whose personal data it reveals. */
  module: PersonalDataModule;
  surfaces: readonly Surface[];
  keywords?: readonly string[];
  order?: number;
  /** The record in the command's context (its selected row, the pane's subscriber), if there is one. */
  record(ctx: CommandContext): RevealRecord | undefined;
};

const KEYWORDS = ["revelar", "reveal", "mostrar", "show", "datos personales", "personal data"];

/** The one selected row of a kind (a reveal acts on one record), or undefined when there are none or several. */
export function onlySelected<T>(
  selection: readonly unknown[],
  is: (row: unknown) => row is T,
): T | undefined {
  const rows = selection.filter(is);
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * A "Revelar…" command: offered only to a user who sees the module's personal data masked; disabled with the
 * reason when the module's policy forbids revealing; run, it asks for the reason (the kit's reveal dialog).
 * Its argument, when a control passes one, preselects that field ("email").
 */
export function revealCommand(spec: Spec): AnyCommand {
  const [group, name] = spec.id.split(".");
  return {
    id: spec.id,
    title: spec.title ?? `${group}.commands.${name}`,
    module: spec.group,
    pane: spec.pane,
    icon: Eye,
    order: spec.order,
    keywords: [...KEYWORDS, ...(spec.keywords ?? [])],
    surfaces: spec.surfaces,
    requires: { module: spec.module, privilege: "view" },
    when: (ctx) => isMasked(ctx.session.user, spec.module),
    enabled: (ctx) => {
      const allowed = revealEnablement(spec.module);
      if (allowed !== true) return allowed;
      return (spec.record(ctx)?.choices.length ?? 0) > 0 || { reason: "kit.personalData.selectOne" };
    },
    run: (ctx, field) => {
      const record = spec.record(ctx);
      if (!record || !ctx.pane) return;
      const initial = record.choices.findIndex((choice) => choice.target.field === field);
      requestReveal({ paneId: ctx.pane.id, module: spec.module, ...record, initial: Math.max(initial, 0) });
    },
  };
}
