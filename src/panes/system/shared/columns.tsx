import type { TFunction } from "i18next";
import { runOnRow } from "../../../commands/execute";
import { useCommandEnablement } from "../../../commands/hooks";
import { ToggleSwitch } from "../../../kit/toggle-switch";
import type { Column } from "../../../ui/data-table";
import type { EntityActions } from "./entity";

// Column builders shared by the system lists: the same id, text, date and status columns in each.

type Value = string | number | null | undefined;
type FieldOf<Row> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row] & string;

/** The numeric id, right-aligned. */
export function idColumn<Row>(t: TFunction, field: FieldOf<Row>, width = 70): Column<Row> {
  return {
    id: field,
    header: t("system.columns.id"),
    value: (row) => row[field] as Value,
    width,
    align: "right",
    sortable: true,
  };
}

/** A field shown as it is, headed by `system.columns.<field>`. */
export function fieldColumn<Row>(
  t: TFunction,
  field: FieldOf<Row>,
  width: number,
  more?: Partial<Column<Row>>,
): Column<Row> {
  return {
    id: field,
    header: t(`system.columns.${field}`),
    value: (row) => row[field] as Value,
    width,
    sortable: true,
    ...more,
  };
}

type SwitchSpec<Row> = {
  id: string;
  header: string;
  /** What sorting, search and export read. */
  value(row: Row): string;
  checked(row: Row): boolean;
  /** The switch's accessible name ('Activo: lucia'). */
  label(row: Row): string;
};

type Switched<Row> = Pick<EntityActions<Row>, "toggleId" | "id">;

/** A row's switch, enabled by its toggle command's own rule (edit privilege included); a change runs it. */
function SwitchCell<Row>({
  paneId,
  entity,
  row,
  checked,
  label,
}: {
  paneId: string;
  entity: Switched<Row>;
  row: Row;
  checked: boolean;
  label: string;
}) {
  const { enabled } = useCommandEnablement(entity.toggleId, paneId, row);
  return (
    <ToggleSwitch
      toggleKey={`${entity.toggleId}:${entity.id(row)}`}
      checked={checked}
      label={label}
      disabled={!enabled}
      onToggle={() => runOnRow(entity.toggleId, paneId, row)}
    />
  );
}

/** A status switch that runs the list's toggle command (permission and confirmation included). */
export function switchColumn<Row>(
  paneId: string,
  entity: Switched<Row>,
  { label, checked, ...column }: SwitchSpec<Row>,
): Column<Row> {
  return {
    ...column,
    cell: (row) => (
      <SwitchCell paneId={paneId} entity={entity} row={row} checked={checked(row)} label={label(row)} />
    ),
    width: 90,
    sortable: true,
    exportable: false,
  };
}

/** The 'Estatus' column: Activo / Inactivo, switched in place. */
export function activeColumn<Row extends { active: number }>(
  t: TFunction,
  paneId: string,
  entity: Switched<Row>,
  label: (row: Row) => string,
): Column<Row> {
  return switchColumn(paneId, entity, {
    id: "active",
    header: t("system.columns.status"),
    value: (row) => (row.active === 1 ? t("system.status.active") : t("system.status.inactive")),
    checked: (row) => row.active === 1,
    label,
  });
}
