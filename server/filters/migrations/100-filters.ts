import { type Kysely, type Migration, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

const TYPE_CODES = sql`('G', 'T', 'A', 'S', 'M', 'P', 'F')`;

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

/** The content catalogue (spec 2 §3): one row per content of any type, type-specific columns null elsewhere. */
async function createCatalogue(db: AnyDb): Promise<void> {
  let contents = db.schema
    .createTable("contents")
    .addColumn("content_id", "integer", (c) => c.primaryKey())
    .addColumn("type_code", "text", (c) => c.notNull().check(sql`type_code in ${TYPE_CODES}`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("parent_id", "integer");
  for (const column of CONTENT_TEXT_COLUMNS) contents = contents.addColumn(column, "text");
  for (const column of CONTENT_INTEGER_COLUMNS) contents = contents.addColumn(column, "integer");
  await contents.addColumn("live_enabled", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createIndex("contents_type_idx")
    .on("contents")
    .columns(["type_code", "content_id"])
    .execute();
  await db.schema
    .createIndex("contents_type_title_idx")
    .on("contents")
    .columns(["type_code", "title"])
    .execute();
  await db.schema.createIndex("contents_parent_idx").on("contents").column("parent_id").execute();

  await db.schema
    .createTable("content_rights")
    .addColumn("content_id", "integer", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_rights_pk", ["content_id", "country"])
    .execute();
  await db.schema
    .createIndex("content_rights_country_idx")
    .on("content_rights")
    .columns(["country", "active", "content_id"])
    .execute();
  await db.schema
    .createTable("content_genres")
    .addColumn("content_id", "integer", (c) => c.notNull())
    .addColumn("genre", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_genres_pk", ["content_id", "genre"])
    .execute();
  await db.schema
    .createIndex("content_genres_genre_idx")
    .on("content_genres")
    .columns(["genre", "content_id"])
    .execute();

  // The rules an automatic filter may use, per content type; `attribute` says what a rule looks at.
  await db.schema
    .createTable("criteria")
    .addColumn("criterio_id", "integer", (c) => c.primaryKey())
    .addColumn("item_type", "text", (c) => c.notNull().check(sql`item_type in ${TYPE_CODES}`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("attribute", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("criterion_values")
    .addColumn("criterio_id", "integer", (c) => c.notNull().references("criteria.criterio_id"))
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("criterion_values_pk", ["criterio_id", "value"])
    .execute();
}

async function createFilters(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("filters")
    .addColumn("filter_id", "integer", (c) => c.primaryKey())
    .addColumn("name", "text")
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('M', 'A')`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('ACT', 'NOACT')`))
    .addColumn("item_type", "text", (c) => c.notNull().check(sql`item_type in ${TYPE_CODES}`))
    .addColumn("region", "text", (c) => c.notNull())
    .addColumn("tenant_code", "text", (c) => c.notNull())
    .addColumn("portada", "text")
    .addColumn("created_date", "text", (c) => c.notNull())
    .addColumn("created_user", "text", (c) => c.notNull())
    .addColumn("modified_date", "text", (c) => c.notNull())
    .addColumn("modified_user", "text", (c) => c.notNull())
    .addColumn("publish_date", "text")
    .addColumn("publish_user", "text")
    .execute();
  await db.schema
    .createIndex("filters_scope_idx")
    .on("filters")
    .columns(["region", "tenant_code", "status", "filter_id"])
    .execute();

  // Contents of manual filters, in the filter's order. No foreign key to the catalogue: the catalogue is
  // another system's, so a content may disappear while filters still name it (the spec's null contents).
  await db.schema
    .createTable("filter_contents")
    .addColumn("filter_id", "integer", (c) => c.notNull().references("filters.filter_id").onDelete("cascade"))
    .addColumn("content_id", "integer", (c) => c.notNull())
    .addColumn("type_code", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("filter_contents_pk", ["filter_id", "content_id"])
    .execute();
  await db.schema
    .createIndex("filter_contents_position_idx")
    .on("filter_contents")
    .columns(["filter_id", "position"])
    .execute();

  await db.schema
    .createTable("filter_criteria")
    .addColumn("filter_id", "integer", (c) => c.notNull().references("filters.filter_id").onDelete("cascade"))
    .addColumn("criterio_id", "integer", (c) => c.notNull().references("criteria.criterio_id"))
    .addColumn("operator", "text", (c) => c.notNull().check(sql`operator in ('AND', 'OR', 'NOT')`))
    .addPrimaryKeyConstraint("filter_criteria_pk", ["filter_id", "criterio_id"])
    .execute();
  await db.schema
    .createTable("filter_criterion_values")
    .addColumn("filter_id", "integer", (c) => c.notNull())
    .addColumn("criterio_id", "integer", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("filter_criterion_values_pk", ["filter_id", "criterio_id", "value"])
    .addForeignKeyConstraint(
      "filter_criterion_values_fk",
      ["filter_id", "criterio_id"],
      "filter_criteria",
      ["filter_id", "criterio_id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();

  // The last publication of each filter to each partition.
  await db.schema
    .createTable("filter_publications")
    .addColumn("filter_id", "integer", (c) => c.notNull().references("filters.filter_id").onDelete("cascade"))
    .addColumn("partition", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("contents", "integer", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_user", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("filter_publications_pk", ["filter_id", "partition"])
    .execute();
}

export const filtersMigration: Migration = {
  async up(db: AnyDb) {
    await createCatalogue(db);
    await createFilters(db);
  },
};
