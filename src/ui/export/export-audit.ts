import { createContext, useContext } from "react";
import type { ExportFormat } from "./types";

/** What an export disclosed: the table (its export title), the format, the column ids, the row count, whom. */
export type ExportRecord = {
  table: string;
  format: ExportFormat;
  columns: string[];
  rows: number;
  /** Whom the rows are about, when a screen knows (its audit subjects: a subscriber's subscriptions). */
  subjects?: string[];
};

/** Writes an export to the audit log; an export whose record fails is not delivered. */
export type ExportAuditor = (record: ExportRecord) => Promise<unknown>;

// The ui layer knows no server: the signed-in shell provides the call. Outside it (tests, the demo page)
// nothing is recorded.
const ExportAuditContext = createContext<ExportAuditor | null>(null);

export const ExportAuditProvider = ExportAuditContext.Provider;

export function useExportAuditor(): ExportAuditor | null {
  return useContext(ExportAuditContext);
}

// The most rows one export of the screen may carry, as its administrator set it (null: no cap beyond the
// format's own). The pane host provides it from the screen's module policy.
const ExportRowCapContext = createContext<number | null>(null);

export const ExportRowCapProvider = ExportRowCapContext.Provider;

export function useExportRowCap(): number | null {
  return useContext(ExportRowCapContext);
}
