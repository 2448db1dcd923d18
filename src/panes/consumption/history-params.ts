import type { HistoryFilter } from "../../api/consumption";
import { HISTORY_ACTIONS, type HistoryAction } from "../../contract/consumption-history";

// The pane's params carry which section it shows and the history's filters, so a copied link (and a
// reload) opens the same subscriber, section and filters.

export const HISTORY_VIEW = "history";

const isHistoryAction = (value: string | undefined): value is HistoryAction =>
  (HISTORY_ACTIONS as readonly string[]).includes(value ?? "");

export function historyFilterOf(params: Readonly<Record<string, string>>): HistoryFilter {
  const operator = params.operator?.trim();
  return {
    ...(isHistoryAction(params.action) ? { action: params.action } : {}),
    ...(operator ? { user: operator } : {}),
  };
}

/** The params with the history shown and this filter (an empty value drops its param). */
export function withHistory(
  params: Readonly<Record<string, string>>,
  filter: { action?: string; operator?: string } = {},
): Record<string, string> {
  const next: Record<string, string> = { ...params, view: HISTORY_VIEW, ...filter };
  for (const key of ["action", "operator"]) if (!next[key]) delete next[key];
  return next;
}
