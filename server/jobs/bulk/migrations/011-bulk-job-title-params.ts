import type { Kysely, Migration } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time, not today's types
type AnyDb = Kysely<any>;

/**
 * What a job's title says, as its parameters (issue 31 item 7c): the console words the title from its kind and
 * these, in the user's language. Jobs stored before have none (null) and keep their stored title.
 */
export const bulkJobTitleParamsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable("bulk_jobs").addColumn("title_params", "text").execute();
  },
};
