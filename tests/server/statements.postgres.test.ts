import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase } from "./test-database.ts";

describe("PostgreSQL statements", () => {
  it("prepares each SQL text once per connection and reuses it with new parameters", async () => {
    const { db } = await createPostgresDatabase();
    const prepared = await db.connection().execute(async (connection) => {
      const byId = (id: number) =>
        connection.selectFrom("users").select("email").where("user_id", "=", id).executeTakeFirst();
      expect((await byId(1))?.email).toBe("admin@adm.test");
      expect(await byId(999_999)).toBeUndefined();
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((r) => r.statement);
    });
    expect(prepared.filter((text) => text.includes('from "users" where "user_id" = $1'))).toHaveLength(1);
  });
});
