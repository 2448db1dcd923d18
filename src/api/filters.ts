import type { z } from "zod";
import { fillPath } from "../contract/define";
import {
  type CloneSelections,
  type FilterList,
  filterCalls,
  type ItemType,
  type Operator,
  type SaveFilterBody,
} from "../contract/filters";
import type { PagedRequest } from "../contract/paging";
import { session } from "../session/store";
import { callService } from "./call";
import { servicesUrl } from "./client";
import { ApiError } from "./errors";

// Content filters (src/contract/filters.ts, spec 2 §7): one fetcher per call. Every call waits up to 60 s
// (declared with the calls). List and content pages come as the array's first item.

export type ListRequest = PagedRequest<string, "fromQuantity"> & {
  status: "ACT" | "NOACT" | "";
  type?: "M" | "A" | "";
};

type ListQuery = z.input<typeof filterCalls.listFilters.query>;

/** filters.listFilters: the answer is an array whose first element holds the page. */
export async function listFilters(request: ListRequest, signal?: AbortSignal): Promise<FilterList> {
  const query = { ...request, type: request.type ?? "" } as ListQuery;
  const [page] = await callService(filterCalls.listFilters, { query }, { signal });
  if (!page || !Array.isArray(page.filters))
    throw new ApiError({ code: "filters_list_invalid", httpStatus: 200 });
  return page;
}

export const getFilter = (id: number, signal?: AbortSignal) =>
  callService(filterCalls.getFilter, { params: { filter_id: id } }, { signal });
export const listContentTypes = (signal?: AbortSignal) =>
  callService(filterCalls.listContentTypes, {}, { signal });

export const saveFilter = (body: SaveFilterBody) => callService(filterCalls.saveFilter, { body });
export type SaveOutcome = Awaited<ReturnType<typeof saveFilter>>;
export const deleteFilter = (id: number) =>
  callService(filterCalls.deleteFilter, { params: { filter_id: id } });
export const publishFilter = (id: number) =>
  callService(filterCalls.publishFilter, { params: { filter_id: id } });

/** A page of a filter's contents: the filter's id beside the paged request. */
export type ContentRequest = PagedRequest<string, "fromQuantity"> & { filterId: number };
type AvailableSort = z.input<typeof filterCalls.listAvailableContents.query>["sort_field"];
type IncludedSort = z.input<typeof filterCalls.listFilterContents.query>["sort_field"];

export async function listAvailable({ filterId, ...request }: ContentRequest, signal?: AbortSignal) {
  const [page] = await callService(
    filterCalls.listAvailableContents,
    { query: { filter_id: filterId, ...request, sort_field: request.sort_field as AvailableSort } },
    { signal },
  );
  return page;
}

export async function listIncluded({ filterId, ...request }: ContentRequest, signal?: AbortSignal) {
  const [page] = await callService(
    filterCalls.listFilterContents,
    { query: { id: filterId, ...request, sort_field: request.sort_field as IncludedSort } },
    { signal },
  );
  return page;
}

type Ref = { id: number; type: ItemType | null };
export const addContents = (filterId: number, body: { contents?: Ref[]; all?: boolean; search?: string }) =>
  callService(filterCalls.addContents, { query: { id_filter: filterId }, body });
export const removeContents = (filterId: number, contents: Ref[]) =>
  callService(filterCalls.removeContents, { query: { id_filter: filterId }, body: { contents } });
export const deleteAllContents = (filterId: number) =>
  callService(filterCalls.deleteAllContents, { query: { id_filter: filterId } });

/** filters.reorderContents: the spec's idOrigen / idDest. */
export const reorderContents = (filterId: number, idOrigen: number, idDest: number) =>
  callService(filterCalls.reorderContents, { query: { id_filter: filterId, idOrigen, idDest } });

export const listCriteria = (itemType: ItemType, signal?: AbortSignal) =>
  callService(filterCalls.listCriteria, { query: { item_type: itemType } }, { signal });
export const listFilterCriteria = (filterId: number, signal?: AbortSignal) =>
  callService(filterCalls.listFilterCriteria, { query: { id_filtro: filterId } }, { signal });

export type CriterionValuesRequest = { criterioId: number; itemType: ItemType; search: string; from: number };

/** filters.listCriterionValues: 50 a page, the search lower-cased (spec 2 §5). */
export const listCriterionValues = (request: CriterionValuesRequest, signal?: AbortSignal) =>
  callService(
    filterCalls.listCriterionValues,
    {
      query: {
        criterio_id: request.criterioId,
        item_type: request.itemType,
        search: request.search.toLowerCase(),
        from: request.from,
      },
    },
    { signal },
  );

type CriterionTarget = { filterId: number; criterioId: number; itemType: ItemType };
const criterionQuery = (target: CriterionTarget) => ({
  id_filtro: target.filterId,
  criteria: target.criterioId,
  item_type: target.itemType,
});
export const saveCriterion = (target: CriterionTarget, values: string[], operator: Operator) =>
  callService(filterCalls.saveCriterion, {
    query: criterionQuery(target),
    body: { valor: values.join(","), operador: operator, separador: "," },
  });
export const subtractCriterion = (target: CriterionTarget, values: string[]) =>
  callService(filterCalls.subtractCriterion, {
    query: criterionQuery(target),
    body: { valor: values.join(","), separador: "," },
  });
export const deleteCriterion = (target: CriterionTarget) =>
  callService(filterCalls.deleteCriterion, {
    query: { id_filtro: target.filterId, criteria: target.criterioId },
  });

export const cloneFilter = (selections: CloneSelections) =>
  callService(filterCalls.cloneFilter, {
    params: { action: selections.action === "Importar" ? "import" : "export" },
    body: { selections },
  });

const CSV_CALLS = { export: filterCalls.exportFilters, "contents/export": filterCalls.exportFilterContents };

/** The CSV exports answer a file, not an envelope: fetched with the session's token, saved by the browser. */
export async function downloadCsv(
  which: keyof typeof CSV_CALLS,
  query: Record<string, string>,
): Promise<void> {
  const decl = CSV_CALLS[which];
  const response = await fetch(servicesUrl(fillPath(decl.path), query), {
    headers: session.token ? { Authorization: `Bearer ${session.token}` } : {},
    signal: AbortSignal.timeout(decl.timeoutMs ?? 60_000),
  });
  if (!response.ok) throw new ApiError({ code: "error_generic", httpStatus: response.status });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "export.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
