import { z } from "zod";

// Content filters (spec 2 §1–§9): the constants and the shapes both the reference server and the console use
// (the calls are in ./filters.ts). Isomorphic: no DOM, no Node APIs.

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
/** A filter's own contents (the included table): 12 a page by default (§9 'Filter contents page size 12'). */
export const FILTER_CONTENTS_PAGE_SIZE = 12;
export const INCLUDED_PAGE_SIZES = [10, FILTER_CONTENTS_PAGE_SIZE, 25, 50, 100, 450] as const;
export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_SEARCH_DELAY_MS = 2500;
export const FINDER_PAGE_SIZE = 10;
export const VALUES_PAGE_SIZE = 50;
export const TAG_MAX = 500;
export const COPY_SUFFIX = "_copy";
export const COVER_WIDTH = 50;
/** §9: the criterion-error toast stays 600 ms (other toasts, the console's default). */
export const CRITERION_ERROR_TOAST_MS = 600;
/** §7: the console waits up to 60 s for a filter call. */
export const FILTER_CALL_TIMEOUT_MS = 60_000;
/** Where a publication goes; each answers on its own (§3 publish response). */
export const PARTITIONS = ["aup", "search"] as const;
export type Partition = (typeof PARTITIONS)[number];
/** The search partition indexes at most this many contents of one filter. */
export const SEARCH_PARTITION_LIMIT = 2_500;
/** Most ids one add/remove call carries (the include-all action goes by `all`, not by list). */
export const CONTENTS_PER_CALL = 5_000;

/** 'Error Contenidos Asociados…' (§8): the items dropped because they were null or no longer exist. */
export const NULL_CONTENTS_CODE = "filter_null_contents";

export const itemType = z.enum(ITEM_TYPE_CODES as [ItemType, ...ItemType[]]);

const userData = z.object({
  created_date: z.string(),
  created_user: z.string(),
  modified_date: z.string(),
  modified_user: z.string(),
  publish_date: z.string().nullable(),
  publish_user: z.string().nullable(),
});
export type UserData = z.output<typeof userData>;

/** A filter as the list, get and save answer it (§3). */
export const filter = z.object({
  filter_id: z.int(),
  name: z.string().nullable(),
  description: z.string(),
  type: z.enum(FILTER_TYPES),
  status: z.enum(FILTER_STATUSES),
  status_value: z.boolean(),
  id_item_type: z.int(),
  items_type: z.string(),
  code_item_type: itemType,
  description_item_type: z.string(),
  item_type: itemType,
  region: z.string(),
  tenant_code: z.string(),
  portada: z.string().nullable(),
  total_contents: z.int(),
  user_data: userData,
});
export type Filter = z.output<typeof filter>;

export const filterList = z.object({
  draw: z.int(),
  filters: z.array(filter),
  total: z.int(),
  totalFiltered: z.int(),
});
export type FilterList = z.output<typeof filterList>;

export const contentType = z.object({
  id_item_type: z.int(),
  code_item_type: itemType,
  description_item_type: z.string(),
  items_type: z.string(),
});
export type ContentType = z.output<typeof contentType>;

const right = z.object({ country: z.string(), active: z.boolean() });
export type Right = z.output<typeof right>;

const text = z.string().nullable();
const count = z.number().nullable();

/** One content of the catalogue (§3 "Content in a filter"); type-specific fields are null elsewhere. */
const contentData = z.object({
  id: z.int(),
  title: z.string(),
  title_original: text,
  description: text,
  description_large: text,
  title_episode: text,
  format_type: text,
  proveedor_code: text,
  proveedor_name: text,
  rating_code: text,
  season_number: count,
  episode_number: count,
  duration: count,
  date: text,
  date_update: text,
  year: count,
  live_enabled: z.boolean(),
  live_type: text,
  live_ref: text,
  image: text,
  image_base_vertical: text,
  image_large: text,
  tracks: count,
  track_number: count,
  label: text,
  recorder: text,
  seasons_count: count,
  episodes_count: count,
  last_season: count,
  number: count,
  first_episode: count,
  rights: z.array(right),
});
export type ContentData = z.output<typeof contentData>;

export const contentItem = z.object({
  type_code: itemType,
  position: z.int().nullable(),
  data: contentData,
});
export type ContentItem = z.output<typeof contentItem>;

export const contentPage = z.object({
  status: z.literal(0),
  contents: z.array(contentItem),
  total: z.int(),
  totalFiltered: z.int(),
});
export type ContentPage = z.output<typeof contentPage>;
/** A filter's contents; `dropped` counts the ones named but no longer in the catalogue (§8 null contents). */
export const includedPage = contentPage.extend({ dropped: z.int() });
export type IncludedPage = z.output<typeof includedPage>;

export const criterionValue = z.object({ value: z.string(), name: z.string() });
export type CriterionValue = z.output<typeof criterionValue>;
export const criterion = z.object({
  criterio_id: z.int(),
  description: z.string(),
  /** null in the catalogue of a type; a filter's criteria always carry one (the console refuses null). */
  operator: z.enum(OPERATORS).nullable(),
  /** How many values the criterion offers. */
  childs: z.int(),
  values: z.array(criterionValue),
  /** The first chosen values (a criterion made from a manual filter may hold thousands); all are counted. */
  valuesSelected: z.array(criterionValue),
  selected_total: z.int(),
});
export type Criterion = z.output<typeof criterion>;

const partitionResult = z.object({
  status: z.enum(["0", "1"]),
  result: z.array(z.object({ message: z.string(), contents: z.int() })),
});
export type PartitionResult = z.output<typeof partitionResult>;
export const publishResult = z.object({
  filter_id: z.int(),
  publish_date: z.string().nullable(),
  partitions: z.object({ aup: partitionResult, search: partitionResult }),
});
export type PublishResult = z.output<typeof publishResult>;

export type CloneAction = "Exportar" | "Importar";
/** Destination kind: an existing automatic or manual filter, or a new manual one (§3 clone selections). */
export type CloneTarget = FilterType | "Nuevo";
export const cloneResult = z.object({
  filter_id_destination: z.int(),
  /** The destination's type changed the origin's contents: A→M evaluates criteria, M→A makes them criteria. */
  conversion: z.enum(["A_TO_M", "M_TO_A"]).nullable(),
  contents: z.int(),
  criteria: z.int(),
});
export type CloneResult = z.output<typeof cloneResult>;

export const addedContents = z.object({ added: z.int(), rejected: z.array(z.int()), dropped: z.int() });
export type AddedContents = z.output<typeof addedContents>;

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
