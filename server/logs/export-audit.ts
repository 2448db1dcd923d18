import type { Context } from "hono";
import type { ExportRecord } from "../../src/contract/logs.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";

/** Writes one audit row per export: a data export is a disclosure the log must be able to show. */
export async function recordExport(db: Db, c: Context<AppEnv>, record: ExportRecord): Promise<void> {
  await audit(db, c, {
    action: "export",
    message: `Exportación ${record.format} de ${record.table}: ${record.rows} filas; columnas: ${record.columns.join(", ")}`,
  });
}
