import { z } from "zod";
import type { ErrorCode } from "./errors.ts";
import {
  CONTENT_PAGE_SIZE,
  CONTENTS_PER_CALL,
  FILTER_CALL_TIMEOUT_MS,
  FILTER_STATUSES,
  FILTER_TYPES,
  itemType,
  LIST_PAGE_SIZE,
} from "./filters-shapes.ts";

// The inputs, refusals and access the filter calls share (src/contract/filters.ts assembles the calls).

export const id = z.coerce.number<number | string>().int().positive().max(Number.MAX_SAFE_INTEGER);
export const page = {
  from: z.coerce.number<number | string>().int().min(0).default(0),
  quantity: z.coerce.number<number | string>().int().min(1).max(1000).default(CONTENT_PAGE_SIZE),
};
export const text = (max: number) => z.string().trim().max(max);
export const order = z.enum(["asc", "desc"]).default("asc");
/** ACT: only contents whose rights are active in the filter's region; NOACT: the others; '': all. */
export const contentStatus = z.enum(["ACT", "NOACT", ""]).default("");
export const values = z.string().max(2_000_000);
export const separator = z.string().min(1).max(3).default(",");

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
export const contentRef = z.object({ id: z.number().int().positive().nullable(), type: itemType.nullable() });
export type ContentRef = z.output<typeof contentRef>;

export const listQuery = z.object({
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
export const criterionTarget = z.object({ id_filtro: id, criteria: id, item_type: itemType.optional() });
export const cloneSelections = z.object({
  action: z.enum(["Exportar", "Importar"]).nullable(),
  type: z.enum(["A", "M", "Nuevo"]).nullable(),
  origin: z.number().int().positive().nullable(),
  destination: z.number().int().min(0).nullable(),
});
export type CloneSelections = z.input<typeof cloneSelections>;
export const cloneAction = z.object({ action: z.enum(["export", "import"]) });

export const FOUND = ["filter_not_found"] as const satisfies readonly ErrorCode[];
export const MANUAL = [...FOUND, "filter_not_manual"] as const satisfies readonly ErrorCode[];
export const CRITERION = [
  ...FOUND,
  "filter_not_automatic",
  "filter_criterion_unknown",
] as const satisfies readonly ErrorCode[];
export const CLONE = [
  ...FOUND,
  "filter_clone_incomplete",
  "filter_clone_new_import",
  "filter_clone_origin",
  "filter_clone_destination",
  "filter_clone_same",
  "filter_clone_empty",
  "filter_clone_item_type",
] as const satisfies readonly ErrorCode[];

export const filtros = (privilege: "view" | "edit" | "delete" | "publish") => ({
  module: "filtros",
  privilege,
});
/** Creating needs new, changing needs edit: the handler checks the one its input asks for. */
export const newOrEdit = { module: "filtros", privilege: ["new", "edit"] } as const;
export const common = { timeoutMs: FILTER_CALL_TIMEOUT_MS } as const;
/** Bodies beyond the server's default bounds: a list of CONTENTS_PER_CALL contents… */
export const contentsBodyLimit = { bytes: 1024 * 1024, items: CONTENTS_PER_CALL } as const;
/** …and up to 2,000,000 characters of comma-separated ids (`values`, `ordenList`). */
export const idsTextBodyLimit = { bytes: 4 * 1024 * 1024 } as const;
export const csv = z.string();
