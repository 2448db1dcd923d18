import type { Generated, Kysely } from "kysely";
import type { FilterStatus, FilterType, ItemType, Operator } from "../../src/contract/filters.ts";
import { moduleDb } from "../db/module-db.ts";
import type { Database } from "../db/schema.ts";
import type { AuditColumns } from "../db/tables/audit.ts";

// Tables of the content-filter module (migration 100): kept to the module (db.withTables<FilterTables>()).

export type ContentTable = {
  content_id: number;
  type_code: ItemType;
  title: string;
  parent_id: number | null;
  title_original: string | null;
  description: string | null;
  description_large: string | null;
  title_episode: string | null;
  format_type: string | null;
  proveedor_code: string | null;
  proveedor_name: string | null;
  rating_code: string | null;
  date: string | null;
  date_update: string | null;
  live_type: string | null;
  live_ref: string | null;
  image: string | null;
  image_base_vertical: string | null;
  image_large: string | null;
  label: string | null;
  recorder: string | null;
  season_number: number | null;
  episode_number: number | null;
  duration: number | null;
  year: number | null;
  tracks: number | null;
  track_number: number | null;
  seasons_count: number | null;
  episodes_count: number | null;
  last_season: number | null;
  first_episode: number | null;
  live_enabled: number;
};

export type ContentRightTable = { content_id: number; country: string; active: number };
export type ContentGenreTable = { content_id: number; genre: string };

/** What a criterion looks at: a column of the catalogue, the genres, the rights or the content id itself. */
export type Attribute = "id" | "provider" | "genre" | "rating" | "year" | "format" | "country";

export type CriterionTable = {
  criterio_id: number;
  item_type: ItemType;
  description: string;
  attribute: Attribute;
  position: number;
};
export type CriterionValueTable = { criterio_id: number; value: string; name: string };

export type FilterTable = AuditColumns & {
  filter_id: Generated<number>;
  name: string | null;
  description: string;
  type: FilterType;
  status: FilterStatus;
  item_type: ItemType;
  region: string;
  tenant_code: string;
  portada: string | null;
};

export type FilterContentTable = {
  filter_id: number;
  content_id: number;
  type_code: ItemType;
  position: number;
};
export type FilterCriterionTable = { filter_id: number; criterio_id: number; operator: Operator };
export type FilterCriterionValueTable = { filter_id: number; criterio_id: number; value: string };
export type FilterPublicationTable = {
  filter_id: number;
  partition: string;
  status: "0" | "1";
  message: string;
  contents: number;
  published_at: string;
  published_user: string;
};

export type FilterTables = {
  contents: ContentTable;
  content_rights: ContentRightTable;
  content_genres: ContentGenreTable;
  criteria: CriterionTable;
  criterion_values: CriterionValueTable;
  filters: FilterTable;
  filter_contents: FilterContentTable;
  filter_criteria: FilterCriterionTable;
  filter_criterion_values: FilterCriterionValueTable;
  filter_publications: FilterPublicationTable;
};

export type FiltersDatabase = Database & FilterTables;
export type FiltersDb = Kysely<FiltersDatabase>;
export const filtersDb = moduleDb<FilterTables>();
