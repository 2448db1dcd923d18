import type { TFunction } from "i18next";
import type { ConfirmInfo } from "../../../commands/types";
import type { ModuleName } from "../../../permissions/catalog";
import { markChanged } from "./changes";
import { reportDeletion, runEach } from "./run-each";

/** What the command factory (src/commands/system.ts) needs to know about one system list. */
export type EntityActions<Row> = {
  /** Command id noun: createUser, deleteUsers. */
  noun: string;
  plural: string;
  pane: string;
  module: ModuleName;
  dialog: "user" | "group" | "role" | "module";
  duplicable: boolean;
  /** The switch command: toggleUserActive, toggleModuleVisible. */
  toggleId: string;
  label(row: Row): string;
  toggle(t: TFunction, row: Row): Promise<void>;
  remove(row: Row): Promise<unknown>;
  /** A line for the delete confirmation when the server is expected to refuse the row. */
  warn?(t: TFunction, row: Row): string | undefined;
};

const SHOWN = 8;

/** The delete confirmation: which rows (up to eight, then how many more) and what will happen. */
export function deleteConfirm<Row>(
  t: TFunction,
  entity: EntityActions<Row>,
  rows: readonly Row[],
): ConfirmInfo {
  const names = rows.slice(0, SHOWN).map((row) => entity.label(row));
  if (rows.length > SHOWN) names.push(t("system.confirm.more", { count: rows.length - SHOWN }));
  const warnings = rows.map((row) => entity.warn?.(t, row)).filter((line): line is string => !!line);
  return {
    title: t(`system.${entity.plural}.confirmDelete`, { count: rows.length }),
    lines: [...names, ...warnings, t("system.confirm.irreversible")],
    confirmLabel: t("system.actions.delete"),
  };
}

/** Deletes each row on the server, then reports 'Borrado' or a summary of successes and failures. */
export async function deleteRows<Row>(
  t: TFunction,
  entity: EntityActions<Row>,
  rows: readonly Row[],
): Promise<void> {
  const result = await runEach(t, rows, (row) => entity.remove(row));
  reportDeletion(t, result, entity.label);
  markChanged();
}
