import type { Context } from "hono";
import type { ExportRecord } from "../../src/contract/logs.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";

/**
 * Writes one audit row per export (a data export is a disclosure the log must be able to show), or one per
 * subject the export names (at most EXPORT_SUBJECTS_MAX), each on that subject's case history, in one
 * transaction.
 */
export async function recordExport(db: Db, c: Context<AppEnv>, record: ExportRecord): Promise<void> {
  const message = `Exportación ${record.format} de ${record.table}: ${record.rows} filas; columnas: ${record.columns.join(", ")}`;
  const subjects = record.subjects?.length ? [...new Set(record.subjects)] : [undefined];
  await db.transaction().execute(async (trx) => {
    for (const subject of subjects) await audit(trx, c, { action: "export", message, subject });
  });
}
