import type {
  AddedContents,
  CloneResult,
  CloneSelections,
  ContentPage,
  ContentType,
  Criterion,
  CriterionValue,
  Filter,
  FilterList,
  IncludedPage,
  ItemType,
  Operator,
  PublishResult,
  SaveFilterBody,
} from "../contract/filters";
import { session } from "../session/store";
import { api, servicesUrl } from "./client";
import { ApiError } from "./errors";

// Content filters (spec 2 §7), services/v2/filters. Shapes come from src/contract/filters.ts; the keys of
// filtersCalls there name each call (filters.<verbNoun>).

const BASE = "/v2/filters";
/** Spec 2 §7: the filter calls wait up to 60 s. */
const TIMEOUT_MS = 60_000;

function call<T>(path: string, options: Parameters<typeof api>[1] = {}): Promise<T> {
  return api<T>(path, { timeout: TIMEOUT_MS, ...options });
}

export type ListRequest = {
  from: number;
  quantity: number;
  sortField: string;
  sortOrder: "asc" | "desc";
  search: string;
  status: "ACT" | "NOACT" | "";
  type?: "M" | "A" | "";
};

/** filters.listFilters: the answer is an array whose first element holds the page. */
export async function listFilters(request: ListRequest, signal?: AbortSignal): Promise<FilterList> {
  const [page] = await call<FilterList[]>(`${BASE}/list`, {
    signal,
    query: {
      from: request.from,
      quantity: request.quantity,
      sort_field: request.sortField,
      sort_order: request.sortOrder,
      search: request.search,
      status: request.status,
      type: request.type ?? "",
    },
  });
  if (!page || !Array.isArray(page.filters))
    throw new ApiError({ code: "filters_list_invalid", httpStatus: 200 });
  return page;
}

export const getFilter = (id: number, signal?: AbortSignal) =>
  call<Filter>(`${BASE}/filter/${id}`, { signal });
export const listContentTypes = (signal?: AbortSignal) =>
  call<ContentType[]>(`${BASE}/content-types`, { signal });

export type SaveOutcome = { filter: Filter; added: number; rejected: number[]; dropped: number };
export const saveFilter = (body: SaveFilterBody) =>
  call<SaveOutcome>(`${BASE}/save`, { method: "POST", body });
export const deleteFilter = (id: number) =>
  call<{ filter_id: number }>(`${BASE}/filter/${id}`, { method: "DELETE" });
export const publishFilter = (id: number) => call<PublishResult>(`${BASE}/publish/${id}`, { method: "POST" });

export type ContentRequest = {
  filterId: number;
  from: number;
  quantity: number;
  search: string;
  sortField: string;
  sortOrder: "asc" | "desc";
};

export async function listAvailable(request: ContentRequest, signal?: AbortSignal): Promise<ContentPage> {
  const [page] = await call<ContentPage[]>(`${BASE}/contents/available`, {
    signal,
    query: {
      filter_id: request.filterId,
      from: request.from,
      quantity: request.quantity,
      search: request.search,
      sort_field: request.sortField,
      sort_order: request.sortOrder,
    },
  });
  return page;
}

export async function listIncluded(request: ContentRequest, signal?: AbortSignal): Promise<IncludedPage> {
  const [page] = await call<IncludedPage[]>(`${BASE}/contents`, {
    signal,
    query: {
      id: request.filterId,
      from: request.from,
      quantity: request.quantity,
      search: request.search,
      sort_field: request.sortField,
      sort_order: request.sortOrder,
    },
  });
  return page;
}

type Ref = { id: number; type: ItemType | null };
export const addContents = (filterId: number, body: { contents?: Ref[]; all?: boolean; search?: string }) =>
  call<AddedContents>(`${BASE}/contents/add`, { method: "POST", query: { id_filter: filterId }, body });
export const removeContents = (filterId: number, contents: Ref[]) =>
  call<{ removed: number; dropped: number }>(`${BASE}/contents/remove`, {
    method: "POST",
    query: { id_filter: filterId },
    body: { contents },
  });
export const deleteAllContents = (filterId: number) =>
  call<{ removed: number }>(`${BASE}/contents/all`, { method: "DELETE", query: { id_filter: filterId } });

/** filters.reorderContents: the spec's form body idOrigen / idDest. */
export const reorderContents = (filterId: number, idOrigen: number, idDest: number) =>
  call<{ position: number }>(`${BASE}/order`, {
    method: "POST",
    query: { id_filter: filterId },
    body: new URLSearchParams({ idOrigen: String(idOrigen), idDest: String(idDest) }),
  });

export const listCriteria = (itemType: ItemType, signal?: AbortSignal) =>
  call<Criterion[]>(`${BASE}/criteria`, { signal, query: { item_type: itemType } });
export const listFilterCriteria = (filterId: number, signal?: AbortSignal) =>
  call<Criterion[]>(`${BASE}/criteria/filter`, { signal, query: { id_filtro: filterId } });

/** filters.listCriterionValues: 50 a page, the search lower-cased (spec 2 §5). */
export const listCriterionValues = (
  request: { criterioId: number; itemType: ItemType; search: string; from: number },
  signal?: AbortSignal,
) =>
  call<{ values: CriterionValue[]; total: number }>(`${BASE}/criteria/values`, {
    signal,
    query: {
      criterio_id: request.criterioId,
      item_type: request.itemType,
      search: request.search.toLowerCase(),
      from: request.from,
    },
  });

type CriterionTarget = { filterId: number; criterioId: number; itemType: ItemType };
const criterionQuery = (target: CriterionTarget) => ({
  id_filtro: target.filterId,
  criteria: target.criterioId,
  item_type: target.itemType,
});
export const saveCriterion = (target: CriterionTarget, values: string[], operator: Operator) =>
  call(`${BASE}/criteria`, {
    method: "POST",
    query: criterionQuery(target),
    body: { valor: values.join(","), operador: operator, separador: "," },
  });
export const subtractCriterion = (target: CriterionTarget, values: string[]) =>
  call(`${BASE}/criteria/subtract`, {
    method: "POST",
    query: criterionQuery(target),
    body: { valor: values.join(","), separador: "," },
  });
export const deleteCriterion = (target: CriterionTarget) =>
  call(`${BASE}/criteria`, { method: "DELETE", query: criterionQuery(target) });

export const cloneFilter = (selections: CloneSelections) =>
  call<CloneResult>(`${BASE}/clone/${selections.action === "Importar" ? "import" : "export"}`, {
    method: "POST",
    body: { selections },
  });

/** The CSV exports answer a file, not an envelope: fetched with the session's token, saved by the browser. */
export async function downloadCsv(
  path: "export" | "contents/export",
  query: Record<string, string>,
): Promise<void> {
  const response = await fetch(servicesUrl(`${BASE}/${path}`, query), {
    headers: session.token ? { Authorization: `Bearer ${session.token}` } : {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ApiError({ code: "error_generic", httpStatus: response.status });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
