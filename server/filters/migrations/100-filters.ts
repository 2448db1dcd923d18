import type { Migration } from "kysely";
import { type AnyDb, AUDIT_COLUMNS, columnsOf, createTables } from "../../db/migration-kit.ts";

const TYPE_CODES = "('G', 'T', 'A', 'S', 'M', 'P', 'F')";

/** The catalogue's optional text columns, in table order (the seed writes its rows in this order too). */
export const CONTENT_TEXT_COLUMNS = [
  "title_original",
  "description",
  "description_large",
  "title_episode",
  "format_type",
  "proveedor_code",
  "proveedor_name",
  "rating_code",
  "date",
  "date_update",
  "live_type",
  "live_ref",
  "image",
  "image_base_vertical",
  "image_large",
  "label",
  "recorder",
] as const;

/** The catalogue's optional integer columns, in table order, after the text ones. */
export const CONTENT_INTEGER_COLUMNS = [
  "season_number",
  "episode_number",
  "duration",
  "year",
  "tracks",
  "track_number",
  "seasons_count",
  "episodes_count",
  "last_season",
  "first_episode",
] as const;

/** The content catalogue, the rules of automatic filters, and the filters. */
async function createCatalogueAndFilters(db: AnyDb): Promise<void> {
  await createTables(db, {
    // The content catalogue (spec 2 §3): one row per content of any type, type-specific columns null elsewhere.
    contents: {
      content_id: "integer primary key",
      type_code: `text not null check (type_code in ${TYPE_CODES})`,
      title: "text not null",
      parent_id: "integer",
      ...columnsOf(CONTENT_TEXT_COLUMNS, "text"),
      ...columnsOf(CONTENT_INTEGER_COLUMNS, "integer"),
      live_enabled: "integer not null default 0",
      "index contents_type_idx": "type_code, content_id",
      "index contents_type_title_idx": "type_code, title",
      "index contents_parent_idx": "parent_id",
    },
    content_rights: {
      content_id: "integer not null",
      country: "text not null",
      active: "integer not null",
      "primary key": "content_id, country",
      "index content_rights_country_idx": "country, active, content_id",
    },
    content_genres: {
      content_id: "integer not null",
      genre: "text not null",
      "primary key": "content_id, genre",
      "index content_genres_genre_idx": "genre, content_id",
    },
    // The rules an automatic filter may use, per content type; `attribute` says what a rule looks at.
    criteria: {
      criterio_id: "integer primary key",
      item_type: `text not null check (item_type in ${TYPE_CODES})`,
      description: "text not null",
      attribute: "text not null",
      position: "integer not null",
    },
    criterion_values: {
      criterio_id: "integer not null references criteria.criterio_id",
      value: "text not null",
      name: "text not null",
      "primary key": "criterio_id, value",
    },
    filters: {
      filter_id: "integer primary key",
      name: "text",
      description: "text not null default ''",
      type: "text not null check (type in ('M', 'A'))",
      status: "text not null check (status in ('ACT', 'NOACT'))",
      item_type: `text not null check (item_type in ${TYPE_CODES})`,
      region: "text not null",
      tenant_code: "text not null",
      portada: "text",
      ...AUDIT_COLUMNS,
      "index filters_scope_idx": "region, tenant_code, status, filter_id",
    },
    // Contents of manual filters, in the filter's order. No foreign key to the catalogue: the catalogue is
    // another system's, so a content may disappear while filters still name it (the spec's null contents).
    filter_contents: {
      filter_id: "integer not null references filters.filter_id on delete cascade",
      content_id: "integer not null",
      type_code: "text not null",
      position: "integer not null",
      "primary key": "filter_id, content_id",
      "index filter_contents_position_idx": "filter_id, position",
    },
    filter_criteria: {
      filter_id: "integer not null references filters.filter_id on delete cascade",
      criterio_id: "integer not null references criteria.criterio_id",
      operator: "text not null check (operator in ('AND', 'OR', 'NOT'))",
      "primary key": "filter_id, criterio_id",
    },
    filter_criterion_values: {
      filter_id: "integer not null",
      criterio_id: "integer not null",
      value: "text not null",
      "primary key": "filter_id, criterio_id, value",
      "foreign key filter_criterion_values_fk":
        "filter_id, criterio_id references filter_criteria (filter_id, criterio_id) on delete cascade",
    },
    // The last publication of each filter to each partition.
    filter_publications: {
      filter_id: "integer not null references filters.filter_id on delete cascade",
      partition: "text not null",
      status: "text not null",
      message: "text not null",
      contents: "integer not null",
      published_at: "text not null",
      published_user: "text not null",
      "primary key": "filter_id, partition",
    },
  });
}

export const filtersMigration: Migration = { up: createCatalogueAndFilters };
