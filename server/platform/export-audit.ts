import type { Context } from "hono";
import { regionOfSubject } from "../../src/contract/consumption-history.ts";
import type { ExportRecord } from "../../src/contract/logs.ts";
import { can, isModuleName } from "../../src/permissions/catalog.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError, forbidden } from "../envelope.ts";
import { resolveScope } from "./auth/middleware.ts";
import { readDataPolicy } from "./data-policy.ts";
import { isPersonalDataModule, seesPersonalData } from "./personal-data.ts";

// The one writer of export audit rows (issue 12 §5, issue 32 item 2): every export, the console's (POST
// /logs/export) and the server's own downloads (the filters' CSV files), is written here, checked the same way.

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

/** What the audit row says of personal data: hidden or whole (nothing for a module without any). */
function personalNote(personal: boolean, masked: boolean): string {
  if (!personal) return "";
  return masked ? "; datos personales ocultos" : "; datos personales completos";
}

/**
 * Writes one audit row per export (a data export is a disclosure the log must be able to show), or one per
 * subject the export names (at most EXPORT_SUBJECTS_MAX), each on that subject's case history, in one
 * transaction. The exporter holds view on the module whose table it is (user_without_permission); a module
 * with personal data caps the rows of one export by its policy (privacy_export_over_cap, nothing written),
 * and the row says whether its personal data went out masked (the exporter lacks its "personal" privilege).
 */
export async function recordExport(db: Db, c: Context<AppEnv>, record: ExportRecord): Promise<void> {
  const user = c.var.user;
  if (!isModuleName(record.module)) throw new ApiError("invalid_request", { datafield: "module" });
  if (!can(user, record.module, "view")) throw forbidden();
  checkSubjects(c, record.subjects ?? []);
  const personal = isPersonalDataModule(record.module);
  const masked = personal && !seesPersonalData(user, record.module);
  if (personal) {
    const { export_row_cap: cap } = await readDataPolicy(db, record.module);
    if (cap !== null && record.rows > cap)
      throw new ApiError("privacy_export_over_cap", { datafield: "rows" });
  }
  const columns = record.columns.join(", ");
  const message = `Exportación ${record.format} de ${record.table}: ${record.rows} filas; columnas: ${columns}${personalNote(personal, masked)}`;
  const after = {
    table: record.table,
    module: record.module,
    format: record.format,
    rows: String(record.rows),
    columns,
    masked: masked ? "true" : "false",
  };
  const subjects = record.subjects?.length ? [...new Set(record.subjects)] : [undefined];
  await db.transaction().execute(async (trx) => {
    for (const subject of subjects)
      await audit(trx, c, { action: "export", message, subject, detail: { after } });
  });
}
