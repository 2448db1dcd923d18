import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Column } from "../data-table/types";
import { useExportAuditor, useExportRowCap } from "./export-audit";
import { exportFailureText } from "./failure-text";
import { planExport, runExport } from "./run-export";
import type { ExportFormat, ExportRows } from "./types";

export type ExportState = {
  format: ExportFormat;
  phase: "reading" | "building" | "finished" | "failed";
  done: number;
  expected: number;
  count: number;
  limit: number;
  capped: boolean;
  /** The limit is the administrator's row cap for this screen's module. */
  adminCap: boolean;
  /** Progress dialog shown: slow exports (after a short delay), caps and failures. */
  dialog: boolean;
  error?: string;
};

const DIALOG_DELAY_MS = 800;

/** Runs one export at a time and exposes its progress, a cancel and a short status for a live region. */
export function useExport<Row>(title: string, columns: readonly Column<Row>[]) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ExportState | null>(null);
  const [status, setStatus] = useState("");
  const controller = useRef<AbortController | null>(null);
  const auditor = useExportAuditor();
  const rowCap = useExportRowCap();

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(""), 5000);
    return () => clearTimeout(timer);
  }, [status]);

  const start = useCallback(
    (format: ExportFormat, rows: ExportRows<Row>) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const plan = planExport(format, rows.count, rows.remote, rowCap);
      const base = {
        format,
        done: 0,
        expected: plan.expected,
        count: rows.count,
        limit: plan.limit,
        capped: plan.capped,
        adminCap: plan.adminCap,
      };
      setState({ ...base, phase: "reading", dialog: false });
      // The progress dialog only for exports that take a while: a quick one finishes before it would show.
      const reveal = setTimeout(() => {
        if (!abort.signal.aborted && (plan.slow || plan.capped))
          setState((previous) => previous && { ...previous, dialog: true });
      }, DIALOG_DELAY_MS);
      runExport({
        format,
        title,
        columns,
        rows,
        language: i18n.language,
        signal: abort.signal,
        rowCap,
        onProgress: (progress) => {
          if (!abort.signal.aborted) setState((previous) => previous && { ...previous, ...progress });
        },
        audit: auditor
          ? (exported) => auditor({ table: title, format, columns: columns.map((c) => c.id), rows: exported })
          : undefined,
      })
        .then(
          (result) => {
            if (abort.signal.aborted) return;
            const n = new Intl.NumberFormat(i18n.language).format(result.rows);
            setStatus(
              format === "copy"
                ? t("table.export.copied", { count: result.rows, n })
                : format === "print"
                  ? t("table.export.printed", { count: result.rows, n })
                  : t("table.export.saved", { file: result.file, count: result.rows, n }),
            );
            // A capped export keeps the dialog open: the notice says what was left out.
            setState((previous) =>
              previous?.capped ? { ...previous, phase: "finished", done: result.rows, dialog: true } : null,
            );
          },
          (error: unknown) => {
            if (abort.signal.aborted) return;
            console.error("Export failed", error);
            const message = exportFailureText(t, error);
            setState(
              (previous) => previous && { ...previous, phase: "failed", dialog: true, error: message },
            );
          },
        )
        .finally(() => clearTimeout(reveal));
    },
    [title, columns, t, i18n.language, auditor, rowCap],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(null);
  }, []);

  return {
    state,
    status,
    start,
    cancel,
    busy: state !== null && (state.phase === "reading" || state.phase === "building"),
  };
}
