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
  toggle(t: TFunction, row: Row): Promise<void>;
  /** Deletes on the server; the reason goes to the audit row. */
  remove(row: Row, reason: string): Promise<unknown>;
  /** A line for the delete confirmation when the server is expected to refuse the row. */
  warn?(t: TFunction, row: Row): string | undefined;
};

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
