import type { Generated, Kysely, Migration } from "kysely";
import { ApiError } from "../../../server/envelope.ts";
import type { ServerModule } from "../../../server/platform/module.ts";
import { implement } from "../../../server/platform/route.ts";
import { notesCalls } from "./contract.ts";

// ...and on the server its tables, migration, routes and seed, in its own files: nothing shared is edited.

type NotesTables = { fixture_notes: { note_id: Generated<number>; text: string } };

const notesMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema at one point in time
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("fixture_notes")
      .addColumn("note_id", "integer", (c) => c.primaryKey())
      .addColumn("text", "text", (c) => c.notNull())
      .execute();
  },
};

const notesRoutes = implement(notesCalls, (deps) => {
  // The module's own tables, typed, on the shared connection.
  const db = deps.db.withTables<NotesTables>();
  return {
    listNotes: async () => db.selectFrom("fixture_notes").selectAll().orderBy("note_id").execute(),
    addNote: async ({ body }) =>
      db.insertInto("fixture_notes").values({ text: body.text }).returningAll().executeTakeFirstOrThrow(),
    getNote: async ({ params }) => {
      const found = await db
        .selectFrom("fixture_notes")
        .selectAll()
        .where("note_id", "=", params.note_id)
        .executeTakeFirst();
      if (!found) throw new ApiError("not_found");
      return found;
    },
  };
});

export const notesModule: ServerModule = {
  name: "notes",
  routes: [notesRoutes],
  migrations: { "900-fixture-notes": notesMigration },
  seed: async ({ db }) => {
    await db.withTables<NotesTables>().insertInto("fixture_notes").values({ text: "sembrada" }).execute();
    return { notes: 1 };
  },
};
