import type { TFunction } from "i18next";
import type { Column } from "../ui/data-table";
import { dateColumn } from "./date-column";
import { dateFormatter } from "./format";

type Value = string | number | null | undefined;
type DateSpec<Row> = Omit<Parameters<typeof dateColumn<Row>>[0], "id" | "header" | "at" | "format"> & {
  /** The module's own format; default the kit's short date in the operator's language. */
  format?: (value: string | null | undefined) => string;
};

/**
 * The columns of one module's table, each headed by its `<namespace>.columns.<key>` text: a sortable column
 * reading the row, and a date column (kit/date-column) in the operator's language.
 */
export function tableColumns<Row>(t: TFunction, namespace: string, language: string) {
  const header = (key: string) => t(`${namespace}.columns.${key}`);
  const date = dateFormatter(language);
  return {
    sorted: (
      id: string,
      key: string,
      value: (row: Row) => Value,
      width: number,
      more?: Partial<Column<Row>>,
    ): Column<Row> => ({ id, header: header(key), value, width, sortable: true, ...more }),
    date: (
      id: string,
      key: string,
      at: (row: Row) => string | null | undefined,
      more?: DateSpec<Row>,
    ): Column<Row> => dateColumn<Row>({ id, header: header(key), at, format: date, ...more }),
  };
}
