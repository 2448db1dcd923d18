import type { Column } from "../ui/data-table";

type DateColumnSpec<Row> = Omit<Column<Row>, "value" | "cell" | "type"> & {
  /** The date-time itself (ISO text); null or absent when there is none. */
  at: (row: Row) => string | null | undefined;
  /** How it is shown: the operator's language (kit/format's dateFormatter, a module's own format). */
  format: (value: string | null | undefined) => string;
  /** Who did it, shown after the date ("d/m/yy · user"). */
  by?: (row: Row) => string;
};

/**
 * A column showing a date: sorted, searched and exported as the date-time itself (a real date in
 * spreadsheets), never as the text shown. Every table's date columns are made here (date-column.test.ts
 * walks the console's columns for one that formats a date by itself).
 */
export function dateColumn<Row>({ at, format, by, ...column }: DateColumnSpec<Row>): Column<Row> {
  return {
    width: 150,
    sortable: true,
    ...column,
    value: at,
    cell: by ? (row) => `${format(at(row))} · ${by(row)}` : (row) => format(at(row)),
    type: "datetime",
  };
}
