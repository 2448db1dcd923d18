import type { Migration } from "kysely";
import { type AnyDb, addColumns } from "../../../db/migration-kit.ts";

/**
 * What a job's title says, as its parameters (issue 31 item 7c): the console words the title from its kind and
 * these, in the user's language. Jobs stored before have none (null) and keep their stored title.
 */
export const bulkJobTitleParamsMigration: Migration = {
  async up(db: AnyDb) {
    await addColumns(db, "bulk_jobs", { title_params: "text" });
  },
};
