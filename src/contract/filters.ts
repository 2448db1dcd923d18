import { z } from "zod";
import { defineCalls } from "./define.ts";
import type { ErrorCode } from "./errors.ts";
import {
  addedContents,
  CONTENT_PAGE_SIZE,
  CONTENTS_PER_CALL,
  cloneResult,
  contentPage,
  contentType,
  criterion,
  criterionValue,
  FILTER_CALL_TIMEOUT_MS,
  FILTER_STATUSES,
  FILTER_TYPES,
  filter,
  filterList,
  includedPage,
  itemType,
  LIST_PAGE_SIZE,
  OPERATORS,
  publishResult,
  TAG_MAX,
  VALUES_PAGE_SIZE,
} from "./filters-shapes.ts";

export * from "./filters-shapes.ts";

// services/v2/filters (spec 2 §7): content filters of the caller's region and tenant, permission module
// filtros. Every call waits up to 60 s; save and publish answer envelope status 200; the order call fails with
// status 'ERROR'. Refusals carry extra.error_code and extra.error_msg (§8).

const id = z.coerce.number<number | string>().int().positive().max(Number.MAX_SAFE_INTEGER);
const page = {
  from: z.coerce.number<number | string>().int().min(0).default(0),
  quantity: z.coerce.number<number | string>().int().min(1).max(1000).default(CONTENT_PAGE_SIZE),
};
const text = (max: number) => z.string().trim().max(max);
const order = z.enum(["asc", "desc"]).default("asc");
/** ACT: only contents whose rights are active in the filter's region; NOACT: the others; '': all. */
const contentStatus = z.enum(["ACT", "NOACT", ""]).default("");
const values = z.string().max(2_000_000);
const separator = z.string().min(1).max(3).default(",");

/** Body of a save: the filter, and the tagged content ids that replace its contents when present (§4). */
export const filterFields = z.object({
  filter_id: id.optional(),
  name: text(150).nullable().optional(),
  description: text(1000).optional(),
  type: z.enum(FILTER_TYPES).optional(),
  status: z.enum(FILTER_STATUSES).optional(),
  item_type: itemType.optional(),
  portada: text(500).nullable().optional(),
  /** Comma-separated content ids: the new order of the filter's contents (§5: numbers only). */
  ordenList: z.string().max(2_000_000).optional(),
});
export type FilterFields = z.output<typeof filterFields>;
const contentRef = z.object({ id: z.number().int().positive().nullable(), type: itemType.nullable() });
export type ContentRef = z.output<typeof contentRef>;

const listQuery = z.object({
  draw: z.coerce.number<number | string>().int().min(0).default(1),
  from: page.from,
  quantity: z.coerce.number<number | string>().int().min(1).max(1000).default(LIST_PAGE_SIZE),
  sort_field: z
    .enum([
      "filter_id",
      "name",
      "description",
      "type",
      "item_type",
      "status",
      "modified_date",
      "publish_date",
    ])
    .default("filter_id"),
  sort_order: order,
  search: text(150).default(""),
  status: z.enum(["ACT", "NOACT", ""]).default(""),
  type: z.enum(["M", "A", ""]).default(""),
  item_type: z.union([itemType, z.literal("")]).default(""),
});
const criterionTarget = z.object({ id_filtro: id, criteria: id, item_type: itemType.optional() });
const cloneSelections = z.object({
  action: z.enum(["Exportar", "Importar"]).nullable(),
  type: z.enum(["A", "M", "Nuevo"]).nullable(),
  origin: z.number().int().positive().nullable(),
  destination: z.number().int().min(0).nullable(),
});
export type CloneSelections = z.input<typeof cloneSelections>;
const cloneAction = z.object({ action: z.enum(["export", "import"]) });

const FOUND = ["filter_not_found"] as const satisfies readonly ErrorCode[];
const MANUAL = [...FOUND, "filter_not_manual"] as const satisfies readonly ErrorCode[];
const CRITERION = [
  ...FOUND,
  "filter_not_automatic",
  "filter_criterion_unknown",
] as const satisfies readonly ErrorCode[];
const CLONE = [
  ...FOUND,
  "filter_clone_incomplete",
  "filter_clone_new_import",
  "filter_clone_origin",
  "filter_clone_destination",
  "filter_clone_same",
  "filter_clone_empty",
  "filter_clone_item_type",
] as const satisfies readonly ErrorCode[];

const filtros = (privilege: "view" | "edit" | "delete" | "publish") => ({ module: "filtros", privilege });
/** Creating needs new, changing needs edit: the handler checks the one its input asks for. */
const newOrEdit = { module: "filtros", privilege: ["new", "edit"] } as const;
const common = { timeoutMs: FILTER_CALL_TIMEOUT_MS } as const;
const csv = z.string();

export const filterCalls = defineCalls("filters", {
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
  },
  deleteFilter: {
    ...common,
    summary: "Deletes a filter with its contents and criteria",
    method: "DELETE",
    path: "/v2/filters/filter/:filter_id",
    params: z.object({ filter_id: id }),
    result: z.object({ filter_id: z.int() }),
    errors: FOUND,
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
  listAvailableContents: {
    ...common,
    summary: "Catalogue contents of the filter's type not in it, paged and searchable by title or id",
    method: "GET",
    path: "/v2/filters/contents/available",
    query: z.object({
      filter_id: id,
      item_type: itemType.optional(),
      status: contentStatus,
      search: text(150).default(""),
      sort_field: z.enum(["id", "title", "year", "proveedor_name"]).default("id"),
      sort_order: order,
      ...page,
    }),
    result: z.array(contentPage),
    errors: FOUND,
    access: filtros("view"),
  },
  exportFilterContents: {
    ...common,
    summary: "A filter's contents as CSV",
    method: "GET",
    path: "/v2/filters/contents/export",
    query: z.object({ filter_id: id }),
    result: csv,
    produces: "text/csv",
    errors: FOUND,
    access: filtros("view"),
  },
  listFilterContents: {
    ...common,
    summary: "A filter's contents (a manual one's in its order, an automatic one's evaluated), paged",
    method: "GET",
    path: "/v2/filters/contents",
    query: z.object({
      id,
      item_type: itemType.optional(),
      status: contentStatus,
      search: text(150).default(""),
      sort_field: z.enum(["position", "id", "title", "year", "proveedor_name"]).default("position"),
      sort_order: order,
      ...page,
    }),
    result: z.array(includedPage),
    errors: FOUND,
    access: filtros("view"),
  },
  addContents: {
    ...common,
    summary: "Adds contents to a manual filter, or every available one (all); null items are dropped",
    method: "POST",
    path: "/v2/filters/contents/add",
    query: z.object({ id_filter: id }),
    body: z.object({
      contents: z.array(contentRef.nullable()).max(CONTENTS_PER_CALL).default([]),
      /** Include all: every available content (matching `search` and `status`) instead of a list. */
      all: z.boolean().default(false),
      search: text(150).default(""),
      status: contentStatus,
    }),
    result: addedContents,
    errors: MANUAL,
    access: filtros("edit"),
  },
  removeContents: {
    ...common,
    summary: "Removes contents from a manual filter; null items are dropped",
    method: "POST",
    path: "/v2/filters/contents/remove",
    query: z.object({ id_filter: id }),
    body: z.object({ contents: z.array(contentRef.nullable()).max(CONTENTS_PER_CALL) }),
    result: z.object({ removed: z.int(), dropped: z.int() }),
    errors: MANUAL,
    access: filtros("edit"),
  },
  deleteAllContents: {
    ...common,
    summary: "Removes every content of a manual filter",
    method: "DELETE",
    path: "/v2/filters/contents/all",
    query: z.object({ id_filter: id }),
    result: z.object({ removed: z.int() }),
    errors: MANUAL,
    access: filtros("edit"),
  },
  checkContent: {
    ...common,
    summary: "Includes (selected=true) or removes one content of a manual filter",
    method: "POST",
    path: "/v2/filters/contents/check",
    query: z.object({ id_filter: id, id_content: id, selected: z.enum(["true", "false"]) }),
    result: z.object({ selected: z.boolean() }),
    errors: [...MANUAL, "filter_content_invalid"],
    access: filtros("edit"),
  },
  reorderContents: {
    ...common,
    summary: "Drag and drop: content idOrigen takes the place of idDest (form or JSON body)",
    method: "POST",
    path: "/v2/filters/order",
    query: z.object({ id_filter: id, idOrigen: id, idDest: id }),
    queryInBody: true,
    formBody: true,
    result: z.object({ idOrigen: z.int(), idDest: z.int(), position: z.int() }),
    errors: [...MANUAL, "filter_order_unknown"],
    access: filtros("edit"),
    envelopeStatus: { failure: "ERROR" },
  },
  listCriteria: {
    ...common,
    summary: "The criteria a content type offers",
    method: "GET",
    path: "/v2/filters/criteria",
    query: z.object({ item_type: itemType }),
    result: z.array(criterion),
    access: filtros("view"),
  },
  listFilterCriteria: {
    ...common,
    summary: "A filter's criteria with their operator and chosen values",
    method: "GET",
    path: "/v2/filters/criteria/filter",
    query: z.object({ id_filtro: id }),
    result: z.array(criterion),
    errors: FOUND,
    access: filtros("view"),
  },
  listCriterionValues: {
    ...common,
    summary: "Values of a criterion, 50 a page, searched in lower case",
    method: "GET",
    path: "/v2/filters/criteria/values",
    query: z.object({
      criterio_id: id,
      item_type: itemType.optional(),
      search: text(150).default(""),
      from: page.from,
      quantity: z.coerce
        .number<number | string>()
        .int()
        .min(1)
        .max(VALUES_PAGE_SIZE)
        .default(VALUES_PAGE_SIZE),
    }),
    result: z.object({ values: z.array(criterionValue), total: z.int() }),
    errors: ["filter_criterion_unknown"],
    access: filtros("view"),
  },
  saveCriterion: {
    ...common,
    summary: "Adds a criterion to an automatic filter, or values to it; a null operator is refused",
    method: "POST",
    path: "/v2/filters/criteria",
    query: criterionTarget,
    body: z.object({
      valor: values,
      operador: z.enum(OPERATORS).nullable().optional(),
      separador: separator,
    }),
    result: z.object({ criterio_id: z.int(), operator: z.enum(OPERATORS), added: z.int() }),
    errors: [...CRITERION, "filter_criterion_operator", "filter_criterion_values", "filter_type_fixed"],
    access: filtros("edit"),
  },
  subtractCriterion: {
    ...common,
    summary: "Removes values from a filter's criterion",
    method: "POST",
    path: "/v2/filters/criteria/subtract",
    query: criterionTarget,
    body: z.object({ valor: values, separador: separator }),
    result: z.object({ criterio_id: z.int(), removed: z.int() }),
    errors: [...CRITERION, "filter_type_fixed"],
    access: filtros("edit"),
  },
  deleteCriterion: {
    ...common,
    summary: "Removes a criterion from a filter",
    method: "DELETE",
    path: "/v2/filters/criteria",
    query: z.object({ id_filtro: id, criteria: id }),
    result: z.object({ criterio_id: z.int() }),
    errors: [...CRITERION, "filter_type_fixed"],
    access: filtros("edit"),
  },
  cloneFilter: {
    ...common,
    summary: "Clones a filter's contents into another (or a new manual one), converting between types",
    method: "POST",
    path: "/v2/filters/clone/:action",
    params: cloneAction,
    body: z.object({ selections: cloneSelections }),
    result: cloneResult,
    errors: CLONE,
    access: newOrEdit,
  },
  copyManual: {
    ...common,
    summary: "Export or import between manual filters by id (destination 0: a new one)",
    method: "POST",
    path: "/v2/filters/manual/:action",
    params: cloneAction,
    query: z.object({
      filter_id_origin: id,
      filter_id_destination: z.coerce.number<number | string>().int().min(0),
    }),
    result: cloneResult,
    errors: CLONE,
    access: newOrEdit,
  },
});

export type ListFiltersQuery = z.input<typeof listQuery>;
export type SaveFilterBody = z.input<typeof filterCalls.saveFilter.body>;
