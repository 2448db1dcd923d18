import { z } from "zod";

// Content filters (spec 2 §1–§9), services/v2/filters: the shapes both the reference server and the console
// use, one declaration per call (keys are the future operationIds `filters.<verbNoun>`). Isomorphic: no DOM,
// no Node APIs.

// §3 content type codes, with the id and names the legacy item-type fields carry.
export const ITEM_TYPES = {
  G: { id: 1, description: "Video", items: "videos" },
  T: { id: 2, description: "Audio", items: "audios" },
  A: { id: 3, description: "Álbum", items: "álbumes" },
  S: { id: 4, description: "Serie", items: "series" },
  M: { id: 5, description: "Temporada", items: "temporadas" },
  P: { id: 6, description: "Talento", items: "talentos" },
  F: { id: 7, description: "Filtro", items: "filtros" },
} as const;
export type ItemType = keyof typeof ITEM_TYPES;
export const ITEM_TYPE_CODES = Object.keys(ITEM_TYPES) as ItemType[];

export const FILTER_TYPES = ["M", "A"] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
export const FILTER_STATUSES = ["ACT", "NOACT"] as const;
export type FilterStatus = (typeof FILTER_STATUSES)[number];
/** AND 'Incluya todos', OR 'Incluya alguno', NOT 'Excluya todos'. */
export const OPERATORS = ["AND", "OR", "NOT"] as const;
export type Operator = (typeof OPERATORS)[number];

// §9 constants.
export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export const LIST_PAGE_SIZE = 25;
export const LIST_SEARCH_DELAY_MS = 1500;
export const CONTENT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const INCLUDED_PAGE_SIZES = [10, 25, 50, 100, 450] as const;
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_SEARCH_DELAY_MS = 2500;
export const FINDER_PAGE_SIZE = 10;
export const VALUES_PAGE_SIZE = 50;
export const TAG_MAX = 500;
export const COPY_SUFFIX = "_copy";
export const COVER_WIDTH = 50;
/** Where a publication goes; each answers on its own (§3 publish response). */
export const PARTITIONS = ["aup", "search"] as const;
export type Partition = (typeof PARTITIONS)[number];
/** The search partition indexes at most this many contents of one filter. */
export const SEARCH_PARTITION_LIMIT = 2_500;
/** Most ids one add/remove call carries (the include-all action goes by `all`, not by list). */
export const CONTENTS_PER_CALL = 5_000;

/** 'Error Contenidos Asociados…' (§8): the items dropped because they were null or no longer exist. */
export const NULL_CONTENTS_CODE = "filter_null_contents";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const page = {
  from: z.coerce.number().int().min(0).default(0),
  quantity: z.coerce.number().int().min(1).max(1000).default(CONTENT_PAGE_SIZE),
};
const text = (max: number) => z.string().trim().max(max);
const itemType = z.enum(ITEM_TYPE_CODES as [ItemType, ...ItemType[]]);
const order = z.enum(["asc", "desc"]).default("asc");
/** ACT: only contents whose rights are active in the filter's region; NOACT: the others; '': all. */
const contentStatus = z.enum(["ACT", "NOACT", ""]).default("");

export type UserData = {
  created_date: string;
  created_user: string;
  modified_date: string;
  modified_user: string;
  publish_date: string | null;
  publish_user: string | null;
};

/** A filter as the list, get and save answer it (§3). */
export type Filter = {
  filter_id: number;
  name: string | null;
  description: string;
  type: FilterType;
  status: FilterStatus;
  status_value: boolean;
  id_item_type: number;
  items_type: string;
  code_item_type: ItemType;
  description_item_type: string;
  item_type: ItemType;
  region: string;
  tenant_code: string;
  portada: string | null;
  total_contents: number;
  user_data: UserData;
};

export type Right = { country: string; active: boolean };

/** One content of the catalogue (§3 "Content in a filter"); type-specific fields are null elsewhere. */
export type ContentData = {
  id: number;
  title: string;
  title_original: string | null;
  description: string | null;
  description_large: string | null;
  title_episode: string | null;
  format_type: string | null;
  proveedor_code: string | null;
  proveedor_name: string | null;
  rating_code: string | null;
  season_number: number | null;
  episode_number: number | null;
  duration: number | null;
  date: string | null;
  date_update: string | null;
  year: number | null;
  live_enabled: boolean;
  live_type: string | null;
  live_ref: string | null;
  image: string | null;
  image_base_vertical: string | null;
  image_large: string | null;
  tracks: number | null;
  track_number: number | null;
  label: string | null;
  recorder: string | null;
  seasons_count: number | null;
  episodes_count: number | null;
  last_season: number | null;
  number: number | null;
  first_episode: number | null;
  rights: Right[];
};
export type ContentItem = { type_code: ItemType; position: number | null; data: ContentData };

export type ContentPage = { status: 0; contents: ContentItem[]; total: number; totalFiltered: number };
/** A filter's contents; `dropped` counts the ones named but no longer in the catalogue (§8 null contents). */
export type IncludedPage = ContentPage & { dropped: number };

export type CriterionValue = { value: string; name: string };
export type Criterion = {
  criterio_id: number;
  description: string;
  /** null in the catalogue of a type; a filter's criteria always carry one (the console refuses null). */
  operator: Operator | null;
  /** How many values the criterion offers. */
  childs: number;
  values: CriterionValue[];
  /** The first chosen values (a criterion made from a manual filter may hold thousands); all are counted. */
  valuesSelected: CriterionValue[];
  selected_total: number;
};

export type PartitionResult = { status: "0" | "1"; result: { message: string; contents: number }[] };
export type PublishResult = {
  filter_id: number;
  publish_date: string | null;
  partitions: Record<Partition, PartitionResult>;
};

export type CloneAction = "Exportar" | "Importar";
/** Destination kind: an existing automatic or manual filter, or a new manual one (§3 clone selections). */
export type CloneTarget = FilterType | "Nuevo";
export type CloneResult = {
  filter_id_destination: number;
  /** The destination's type changed the origin's contents: A→M evaluates criteria, M→A makes them criteria. */
  conversion: "A_TO_M" | "M_TO_A" | null;
  contents: number;
  criteria: number;
};

export type AddedContents = { added: number; rejected: number[]; dropped: number };

/** Body of a save: the filter, and the tagged content ids that replace its contents when present (§4). */
const filterFields = z.object({
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
const contentRef = z.object({ id: z.number().int().positive().nullable(), type: itemType.nullable() });

const filterParam = z.object({ filter_id: id });

export const filtersCalls = {
  "filters.getFilter": { params: filterParam },
  "filters.deleteFilter": { params: filterParam },
  "filters.publishFilter": { params: filterParam },
  "filters.exportFilterContents": { query: filterParam },
  "filters.listCriteria": { query: z.object({ item_type: itemType }) },
  "filters.listFilterCriteria": { query: z.object({ id_filtro: id }) },
  "filters.listFilters": {
    query: z.object({
      draw: z.coerce.number().int().min(0).default(1),
      from: page.from,
      quantity: z.coerce.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
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
    }),
  },
  "filters.saveFilter": {
    body: z.object({
      filter: filterFields,
      contents: z.array(z.number().int().positive().nullable()).max(TAG_MAX).optional(),
    }),
  },
  "filters.listAvailableContents": {
    query: z.object({
      filter_id: id,
      item_type: itemType.optional(),
      status: contentStatus,
      search: text(150).default(""),
      sort_field: z.enum(["id", "title", "year", "proveedor_name"]).default("id"),
      sort_order: order,
      ...page,
    }),
  },
  "filters.listFilterContents": {
    query: z.object({
      id,
      item_type: itemType.optional(),
      status: contentStatus,
      search: text(150).default(""),
      sort_field: z.enum(["position", "id", "title", "year", "proveedor_name"]).default("position"),
      sort_order: order,
      ...page,
    }),
  },
  "filters.addContents": {
    query: z.object({ id_filter: id }),
    body: z.object({
      contents: z.array(contentRef.nullable()).max(CONTENTS_PER_CALL).default([]),
      /** Include all: every available content (matching `search` and `status`) instead of a list. */
      all: z.boolean().default(false),
      search: text(150).default(""),
      status: contentStatus,
    }),
  },
  "filters.removeContents": {
    query: z.object({ id_filter: id }),
    body: z.object({ contents: z.array(contentRef.nullable()).max(CONTENTS_PER_CALL) }),
  },
  "filters.deleteAllContents": { query: z.object({ id_filter: id }) },
  "filters.checkContent": {
    query: z.object({ id_filter: id, id_content: id, selected: z.enum(["true", "false"]) }),
  },
  "filters.reorderContents": {
    query: z.object({ id_filter: id }),
    body: z.object({ idOrigen: id, idDest: id }),
  },
  "filters.listCriterionValues": {
    query: z.object({
      criterio_id: id,
      item_type: itemType.optional(),
      search: text(150).default(""),
      from: page.from,
      quantity: z.coerce.number().int().min(1).max(VALUES_PAGE_SIZE).default(VALUES_PAGE_SIZE),
    }),
  },
  "filters.saveCriterion": {
    query: z.object({ id_filtro: id, criteria: id, item_type: itemType.optional() }),
    body: z.object({
      valor: z.string().max(2_000_000),
      operador: z.enum(OPERATORS).nullable().optional(),
      separador: z.string().min(1).max(3).default(","),
    }),
  },
  "filters.subtractCriterion": {
    query: z.object({ id_filtro: id, criteria: id, item_type: itemType.optional() }),
    body: z.object({ valor: z.string().max(2_000_000), separador: z.string().min(1).max(3).default(",") }),
  },
  "filters.deleteCriterion": { query: z.object({ id_filtro: id, criteria: id }) },
  "filters.cloneFilter": {
    body: z.object({
      selections: z.object({
        action: z.enum(["Exportar", "Importar"]).nullable(),
        type: z.enum(["A", "M", "Nuevo"]).nullable(),
        origin: z.number().int().positive().nullable(),
        destination: z.number().int().min(0).nullable(),
      }),
    }),
  },
  "filters.copyManual": {
    query: z.object({ filter_id_origin: id, filter_id_destination: z.coerce.number().int().min(0) }),
  },
} as const;

export type ListFiltersQuery = z.input<(typeof filtersCalls)["filters.listFilters"]["query"]>;
export type FilterList = { draw: number; filters: Filter[]; total: number; totalFiltered: number };
export type SaveFilterBody = z.input<(typeof filtersCalls)["filters.saveFilter"]["body"]>;
export type FilterFields = z.output<typeof filterFields>;
export type ContentRef = z.output<typeof contentRef>;
export type CloneSelections = z.input<(typeof filtersCalls)["filters.cloneFilter"]["body"]>["selections"];
export type ContentType = {
  id_item_type: number;
  code_item_type: ItemType;
  description_item_type: string;
  items_type: string;
};

/** §5: the tag input keeps every tag; only digit strings are content ids. */
export function isContentIdTag(tag: string): boolean {
  return /^\d{1,15}$/.test(tag) && Number(tag) > 0;
}

/** §5: an ordering list must split into numbers only. */
export function parseOrderList(list: string, separator = ","): number[] | null {
  const parts = list.split(separator).map((part) => part.trim());
  if (parts.length === 0 || !parts.every(isContentIdTag)) return null;
  return parts.map(Number);
}
