import type { TFunction } from "i18next";
import { toast } from "sonner";
import { errorText } from "./errors";

export type EachResult<T> = { done: T[]; failed: { row: T; reason: string }[] };

/** Runs a server call per row, one after the other (the server audits each), collecting failures. */
export async function runEach<T>(
  t: TFunction,
  rows: readonly T[],
  call: (row: T) => Promise<unknown>,
  reason: (error: unknown) => string = (error) => errorText(t, error),
): Promise<EachResult<T>> {
  const result: EachResult<T> = { done: [], failed: [] };
  for (const row of rows) {
    try {
      await call(row);
      result.done.push(row);
    } catch (error) {
      result.failed.push({ row, reason: reason(error) });
    }
  }
  return result;
}

/** 'Borrado', or 'El registro no ha sido borrado.' with why; for several rows a summary with each failure. */
export function reportDeletion<T>(t: TFunction, result: EachResult<T>, label: (row: T) => string): void {
  const total = result.done.length + result.failed.length;
  if (total === 1) {
    if (result.done.length) toast.success(t("system.messages.deleted"));
    else toast.error(t("system.messages.deleteFailed"), { description: result.failed[0].reason });
    return;
  }
  const summary = t("system.messages.deleteSummary", {
    done: result.done.length,
    failed: result.failed.length,
  });
  const description = result.failed.map(({ row, reason }) => `${label(row)}: ${reason}`).join("\n");
  if (result.failed.length === 0) toast.success(summary);
  else toast.warning(summary, { description, duration: 15_000 });
}
