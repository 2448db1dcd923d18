import type { Context } from "hono";
import { z } from "zod";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";

/** POST /services/logs/export: what the console exported (who is the signed-in caller). */
export const exportRecordBody = z.object({
  /** The table's export title, e.g. SystemLogFile. */
  table: z.string().trim().min(1).max(100),
  format: z.enum(["copy", "csv", "xlsx", "pdf", "print"]),
  /** Column ids in the exported order. */
  columns: z.array(z.string().trim().min(1).max(100)).min(1).max(200),
  rows: z.number().int().min(0).max(100_000_000),
});
export type ExportRecord = z.output<typeof exportRecordBody>;

/** Writes one audit row per export: a data export is a disclosure the log must be able to show. */
export async function recordExport(db: Db, c: Context<AppEnv>, record: ExportRecord): Promise<void> {
  await audit(db, c, {
    action: "export",
    message: `Exportación ${record.format} de ${record.table}: ${record.rows} filas; columnas: ${record.columns.join(", ")}`,
  });
}
