import {
  addFilterRow,
  deleteFilterRow,
  type FilterRow,
  filterRowsPayload,
} from "../../../../contract/products/rules";
import type { WizardPlan } from "../../domain/wizard-queries";

// Step 2's rows (spec 3 §4 "Filter rows in step 2") with the names the list shows; the add/delete rules are
// the shared ones (src/contract/product-rules-steps.ts), the names ride along.

export type NamedFilterRow = FilterRow & { name: string };
export type FiltersForm = { rows: NamedFilterRow[] };

export function savedRows(plan: WizardPlan | undefined): NamedFilterRow[] {
  return (plan?.product.content_filters ?? []).map((row) => ({
    filter_id: row.filter_id,
    name: row.name,
    action: row.action,
    saved: true,
    rule_params: row.rule_params,
  }));
}

/** Adds a filter, or says it is already there ('El filtro ya se encuentra agregado'). */
export function addNamed(
  rows: readonly NamedFilterRow[],
  filterId: number,
  name: string,
): NamedFilterRow[] | null {
  const next = addFilterRow(rows, filterId);
  if (next === "filterAdded") return null;
  return next.map((row) => ({ ...row, name: (row as NamedFilterRow).name ?? name }));
}

export function deleteNamed(rows: readonly NamedFilterRow[], filterId: number): NamedFilterRow[] {
  return deleteFilterRow(rows, filterId) as NamedFilterRow[];
}

/** Step 2's payload: every row with its action. */
export const filtersPayload = (rows: readonly NamedFilterRow[]) => ({ data: filterRowsPayload(rows) });
