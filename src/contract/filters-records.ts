import { z } from "zod";
import { defineCalls } from "./define.ts";
import {
  common,
  csv,
  FOUND,
  filterFields,
  filtros,
  id,
  idsTextBodyLimit,
  listQuery,
  MANUAL,
  newOrEdit,
} from "./filters-inputs.ts";
import { contentType, filter, filterList, publishResult, TAG_MAX } from "./filters-shapes.ts";

// The filters themselves (spec 2 §3, §4): list, export, content types, read, save, delete, publish.

export const filterRecordCalls = defineCalls("filters", {
  listFilters: {
    ...common,
    summary: "Filters of the region and tenant: paged, sorted, searched (the page is the array's first item)",
    method: "GET",
    path: "/v2/filters/list",
    query: listQuery,
    result: z.array(filterList),
    access: filtros("view"),
  },
  exportFilters: {
    ...common,
    summary: "The filter list as CSV (the list's search and status)",
    method: "GET",
    path: "/v2/filters/export",
    query: listQuery,
    result: csv,
    produces: "text/csv",
    access: filtros("view"),
  },
  listContentTypes: {
    ...common,
    summary: "Content type codes G, T, A, S, M, P, F with their legacy ids and names",
    method: "GET",
    path: "/v2/filters/content-types",
    result: z.array(contentType),
    access: filtros("view"),
  },
  getFilter: {
    ...common,
    summary: "One filter with its content count",
    method: "GET",
    path: "/v2/filters/filter/:filter_id",
    params: z.object({ filter_id: id }),
    result: filter,
    errors: FOUND,
    access: filtros("view"),
  },
  saveFilter: {
    ...common,
    summary: "Creates (no filter_id) or changes a filter; with contents, replaces them (one transaction)",
    method: "POST",
    path: "/v2/filters/save",
    body: z.object({
      filter: filterFields,
      contents: z.array(z.number().int().positive().nullable()).max(TAG_MAX).optional(),
    }),
    result: z.object({ filter, added: z.int(), rejected: z.array(z.int()), dropped: z.int() }),
    errors: [...MANUAL, "filter_type_fixed", "filter_type_required", "filter_order_invalid"],
    access: newOrEdit,
    envelopeStatus: { success: 200 },
    bodyLimit: idsTextBodyLimit,
  },
  deleteFilter: {
    ...common,
    summary: "Deletes a filter with its contents and criteria",
    method: "DELETE",
    path: "/v2/filters/filter/:filter_id",
    params: z.object({ filter_id: id }),
    result: z.object({ filter_id: z.int() }),
    errors: [...FOUND, "filter_in_use"],
    access: filtros("delete"),
  },
  publishFilter: {
    ...common,
    summary: "Publishes an active, named filter to every partition; each partition answers on its own",
    method: "POST",
    path: "/v2/filters/publish/:filter_id",
    params: z.object({ filter_id: id }),
    result: publishResult,
    errors: [...FOUND, "filter_publish_refused"],
    access: filtros("publish"),
    envelopeStatus: { success: 200 },
  },
});
