import { listFilters } from "../../../api/filters";
import {
  type CloneAction,
  type CloneSelections,
  type CloneTarget,
  FINDER_PAGE_SIZE,
  type Filter,
  type FilterType,
} from "../../../contract/filters";

// Spec 2 §2, §5: what each clone selection allows. Shared by the clone dialog and the palette's 'Clonar
// filtro' pages, so both offer the same choices. The server checks all of it again.

export const CLONE_ACTIONS: readonly CloneAction[] = ["Exportar", "Importar"];
export const CLONE_TARGETS: readonly CloneTarget[] = ["A", "M", "Nuevo"];

/** Exportar takes an automatic filter; Importar any filter. */
export function originType(action: CloneAction): FilterType | null {
  return action === "Exportar" ? "A" : null;
}

/** Exportar goes to a manual filter, new or existing; Importar to an existing filter of either type. */
export function targetAllowed(action: CloneAction, target: CloneTarget): boolean {
  return action === "Exportar" ? target !== "A" : target !== "Nuevo";
}

/** A filter the finder may offer for a role: an id and the required type (§5). */
export function fits(filter: Pick<Filter, "filter_id" | "type">, required: FilterType | null): boolean {
  return filter.filter_id > 0 && (required === null || filter.type === required);
}

export type Conversion = "A_TO_M" | "M_TO_A" | null;

export function conversionOf(origin: FilterType, destination: FilterType): Conversion {
  if (origin === destination) return null;
  return origin === "A" ? "A_TO_M" : "M_TO_A";
}

/** All selections made, consistently (Nuevo is destination 0 and only it). */
export function complete(selections: CloneSelections): boolean {
  const { action, type, origin, destination } = selections;
  if (!action || !type || !origin || destination === null || destination === undefined) return false;
  if (!targetAllowed(action, type)) return false;
  return (type === "Nuevo") === (destination === 0);
}

export type FinderPage = { filters: Filter[]; total: number };

/** The filter finder: 10 a page, by name or id, active and inactive alike. */
export async function findFilters(search: string, page: number, signal?: AbortSignal): Promise<FinderPage> {
  const result = await listFilters(
    {
      from: page * FINDER_PAGE_SIZE,
      quantity: FINDER_PAGE_SIZE,
      sort_field: "filter_id",
      sort_order: "asc",
      search: search.trim(),
      status: "",
    },
    signal,
  );
  return { filters: result.filters, total: result.totalFiltered };
}
