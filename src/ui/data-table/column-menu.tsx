import { Columns3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "../dropdown-menu";
import type { Column } from "./types";

type Props<Row> = {
  columns: readonly Column<Row>[];
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

/** Shows or hides columns; the menu stays open while ticking, and the last visible column stays. */
export function ColumnMenu<Row>({ columns, hidden, onToggle }: Props<Row>) {
  const { t } = useTranslation();
  const visible = columns.length - hidden.size;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("table.columnsMenu")}>
          <Columns3 />
          {t("table.columns")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("table.columnsMenu")}</DropdownMenuLabel>
        {columns.map((column) => {
          const shown = !hidden.has(column.id);
          return (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={shown}
              disabled={shown && visible === 1}
              onCheckedChange={() => onToggle(column.id)}
              onSelect={(event) => event.preventDefault()}
            >
              {column.header}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
