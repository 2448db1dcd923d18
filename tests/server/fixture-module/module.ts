import type { Generated, Kysely, Migration } from "kysely";
import { ApiError } from "../../../server/envelope.ts";
import type { ServerModule } from "../../../server/platform/module.ts";
import { implement } from "../../../server/platform/route.ts";
import { notesCalls, notesErrors } from "./contract.ts";

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
    await db.schema.createIndex("fixture_notes_text_idx").on("fixture_notes").column("text").execute();
  },
};

const notesRoutes = implement(notesCalls, (deps) => {
  // The module's own tables, typed, on the shared connection.
  const db = deps.db.withTables<NotesTables>();
  return {
    listNotes: async () => db.selectFrom("fixture_notes").selectAll().orderBy("note_id").execute(),
    addNote: async ({ body }) => {
      const taken = await db
        .selectFrom("fixture_notes")
        .select("note_id")
        .where("text", "=", body.text)
        .execute();
      if (taken.length > 0) throw new ApiError("note_exists", { message: notesErrors.codes.note_exists.es });
      return db
        .insertInto("fixture_notes")
        .values({ text: body.text })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
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
  // Through the bulk loader, as a module with millions of rows would: explicit ids, its index dropped and
  // rebuilt, on either database.
  seed: async ({ loader }) => {
    await loader.bulk(["fixture_notes"], () =>
      loader.write([{ table: "fixture_notes", columns: ["note_id", "text"], values: [1, "sembrada"] }]),
    );
    return { notes: 1 };
  },
};
