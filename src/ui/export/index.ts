// Lightweight entry: the builders (papaparse, fflate, jsPDF) load on demand; tests and benchmarks import
// them from "./builders".
export { type Cell, exportableColumns, type Matrix, toMatrix } from "./cells";
export {
  type ExportAuditor,
  ExportAuditProvider,
  type ExportRecord,
  ExportRowCapProvider,
  useExportAuditor,
  useExportRowCap,
} from "./export-audit";
export { ExportMenu } from "./export-menu";
export { DOCUMENT_ROW_LIMIT, EXPORT_ROW_LIMIT } from "./limits";
export { type ExportPlan, planExport, runExport } from "./run-export";
export type { ExportFormat, ExportRows } from "./types";
