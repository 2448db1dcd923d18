import type { Context } from "hono";
import { regionOfSubject } from "../../src/contract/consumption-history.ts";
import type { ExportRecord } from "../../src/contract/logs.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { resolveScope } from "../platform/auth/middleware.ts";

/**
 * The subjects an export names are end users of regions the exporter holds: nobody writes onto the case
 * history of a subscriber they could not look up (wsgu_invalid_region), nor a subject that is no subscriber.
 */
function checkSubjects(c: Context<AppEnv>, subjects: readonly string[]): void {
  for (const subject of subjects) {
    const region = regionOfSubject(subject);
    if (region === null) throw new ApiError("invalid_request", { datafield: "subjects" });
    resolveScope(c.var.user, { region });
  }
}

/**
 * Writes one audit row per export (a data export is a disclosure the log must be able to show), or one per
 * subject the export names (at most EXPORT_SUBJECTS_MAX), each on that subject's case history, in one
 * transaction.
 */
export async function recordExport(db: Db, c: Context<AppEnv>, record: ExportRecord): Promise<void> {
  const message = `Exportación ${record.format} de ${record.table}: ${record.rows} filas; columnas: ${record.columns.join(", ")}`;
  checkSubjects(c, record.subjects ?? []);
  const subjects = record.subjects?.length ? [...new Set(record.subjects)] : [undefined];
  await db.transaction().execute(async (trx) => {
    for (const subject of subjects) await audit(trx, c, { action: "export", message, subject });
  });
}
