import type { TFunction } from "i18next";
import type { ImpactPreview } from "../../../commands/types";
import type { ModuleName } from "../../../permissions/catalog";
import type { PaneKindId } from "../../../workspace/types";
import { refreshSystem } from "./changes";
import { reportDeletion, runEach } from "./run-each";

/** What the command factory (src/commands/system.ts) needs to know about one system list. */
export type EntityActions<Row> = {
  /** Command id noun: createUser, deleteUsers. */
  noun: string;
  plural: string;
  pane: PaneKindId;
  module: ModuleName;
  dialog: "user" | "group" | "role" | "module";
  duplicable: boolean;
  /** The switch command: toggleUserActive, toggleModuleVisible. */
  toggleId: string;
  label(row: Row): string;
  /** The row's id (its switch's pending state is kept under it). */
  id(row: Row): number;
  /** The status switch (shared/toggle.ts builds its confirmed change). */
  switched: EntitySwitch<Row>;
  /** Deletes on the server; the reason goes to the audit row. */
  remove(row: Row, reason: string): Promise<unknown>;
  /** A line for the delete confirmation when the server is expected to refuse the row. */
  warn?(t: TFunction, row: Row): string | undefined;
};

/** What a list's status switch changes. */
export type EntitySwitch<Row> = {
  /** The flag the switch shows. */
  flag(row: Row): number;
  /** The name its confirmation and failure texts interpolate. */
  name(row: Row): string;
  /** i18n keys of the confirmation titles (default `system.<list>.confirmActivate` / `confirmDeactivate`). */
  confirm?: { on: string; off: string };
  /** i18n keys of the confirm button (default Activar / Desactivar). */
  buttons?: { on: string; off: string };
  /** What the change does, translated (default: a generic line). */
  lines?(t: TFunction, row: Row, next: 0 | 1): string[] | undefined;
  call(row: Row, next: 0 | 1): Promise<unknown>;
};

/** Groups and roles: rows users belong to. A delete warns of their users; deactivating says how many. */
type MemberedRow = { title: string; name: string; active: number; users: number };

/** The calls of a group or role list, by the row's id. */
type MemberedCalls<Row> = {
  id(row: Row): number;
  remove(row: Row, reason: string): Promise<unknown>;
  setActive(row: Row, active: 0 | 1): Promise<unknown>;
};

/** A group or role list: its ids, texts and permission module follow from its noun ("group": groups). */
export function memberedEntity<Row extends MemberedRow>(
  noun: "group" | "role",
  pane: PaneKindId,
  { id, remove, setActive }: MemberedCalls<Row>,
): EntityActions<Row> {
  const plural = `${noun}s` as const;
  const title = `${noun[0].toUpperCase()}${noun.slice(1)}`;
  return {
    noun: title,
    plural,
    pane,
    module: plural,
    dialog: noun,
    duplicable: true,
    toggleId: `system.toggle${title}Active`,
    id,
    remove,
    label: (row) => `${row.title} (${row.name})`,
    warn: (t, row) =>
      row.users > 0
        ? t(`system.${plural}.hasUsersWarning`, { name: row.title, count: row.users })
        : undefined,
    switched: {
      flag: (row) => row.active,
      name: (row) => row.title,
      lines: (t, row) =>
        row.active === 1 ? [t(`system.${plural}.deactivateImpact`, { count: row.users })] : undefined,
      call: setActive,
    },
  };
}

/** The delete confirmation's impact: which rows, the server's expected refusals, that it is final. */
export function deletePreview<Row>(
  t: TFunction,
  entity: EntityActions<Row>,
  rows: readonly Row[],
): ImpactPreview {
  return {
    title: t(`system.${entity.plural}.confirmDelete`, { count: rows.length }),
    records: rows.map((row) => entity.label(row)),
    warnings: [
      ...rows.map((row) => entity.warn?.(t, row)).filter((line): line is string => !!line),
      t("system.confirm.irreversible"),
    ],
    confirmLabel: t("system.actions.delete"),
  };
}

/** Deletes each row on the server, then reports 'Borrado' or a summary of successes and failures. */
export async function deleteRows<Row>(
  t: TFunction,
  entity: EntityActions<Row>,
  rows: readonly Row[],
  reason: string,
): Promise<void> {
  const result = await runEach(t, rows, (row) => entity.remove(row, reason));
  reportDeletion(t, result, entity.label);
  await refreshSystem();
}
