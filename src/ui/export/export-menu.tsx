import { ClipboardCopy, Download, FileSpreadsheet, FileText, Printer, Sheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button";
import type { Column } from "../data-table/types";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../dropdown-menu";
import { ExportProgressDialog } from "./export-progress-dialog";
import type { ExportFormat, ExportRows } from "./types";
import { useExport } from "./use-export";
import { prewarmExportWorker } from "./worker-pool";

const FORMATS: { format: ExportFormat; icon: typeof Download }[] = [
  { format: "copy", icon: ClipboardCopy },
  { format: "csv", icon: Sheet },
  { format: "xlsx", icon: FileSpreadsheet },
  { format: "pdf", icon: FileText },
  { format: "print", icon: Printer },
];

type Props<Row> = {
  title: string;
  /** Visible, exportable columns in display order. */
  columns: readonly Column<Row>[];
  /** The selected rows when there is a selection, else all rows (asked at click time). */
  rows: () => ExportRows<Row>;
};

/** "Exportar" menu: copy, CSV, Excel, PDF, print. */
export function ExportMenu<Row>({ title, columns, rows }: Props<Row>) {
  const { t } = useTranslation();
  const { state, status, start, cancel, busy } = useExport(title, columns);
  const [open, setOpen] = useState(false);
  // While an export runs the button says so without being disabled: the menu hands focus back to it as it
  // closes, and a disabled button would drop it on the page body (issue #31 item 5b).
  const changeOpen = (next: boolean) => {
    if (next && busy) return;
    setOpen(next);
    if (next) prewarmExportWorker();
  };
  return (
    <>
      <DropdownMenu open={open} onOpenChange={changeOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            disabled={columns.length === 0}
            aria-disabled={busy || undefined}
          >
            <Download />
            {t("table.export.menu")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {FORMATS.map(({ format, icon: Icon }) => (
            <DropdownMenuItem
              key={format}
              onSelect={() => {
                setOpen(false);
                start(format, rows());
              }}
            >
              <Icon />
              {t(`table.export.formats.${format}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <span role="status" className="sr-only">
        {status}
      </span>
      {status && (
        <span aria-hidden="true" className="text-xs text-muted-foreground">
          {status}
        </span>
      )}
      <ExportProgressDialog state={state} onCancel={cancel} />
    </>
  );
}
