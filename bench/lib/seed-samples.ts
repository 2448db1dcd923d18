import { openDatabase } from "../../server/db/database.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { STAFF_FIRST_ID } from "../../server/seed/staff.ts";
import { BENCH_LOCATION } from "./env.ts";

/** E-mails of real end users of a region, spread over the table (not one hot row). */
export async function sampleEmails(count: number, region: string): Promise<string[]> {
  const db = openDatabase(BENCH_LOCATION, { poolSize: 1 });
  try {
    const range = await db
      .selectFrom("end_users")
      .select((eb) => [eb.fn.min("id_usuario").as("min"), eb.fn.max("id_usuario").as("max")])
      .executeTakeFirstOrThrow();
    const emails: string[] = [];
    for (let i = 0; i < count; i++) {
      const from = range.min + Math.floor(((range.max - range.min) * (i + 0.5)) / count);
      const row = await db
        .selectFrom("end_users")
        .select("email")
        .where("id_usuario", ">=", from)
        .where("region", "=", region)
        .orderBy("id_usuario")
        .limit(1)
        .executeTakeFirst();
      if (row) emails.push(row.email);
    }
    return emails;
  } finally {
    await db.destroy();
  }
}

/** Sign-in details of the seed's first `count` generated staff users who may sign in (active, not locked). */
export async function activeStaff(count: number): Promise<{ email: string; plain: string }[]> {
  const db = openDatabase(BENCH_LOCATION, { poolSize: 1 });
  try {
    const rows = await db
      .selectFrom("users")
      .select("email")
      .where("user_id", ">=", STAFF_FIRST_ID)
      .where("active", "=", 1)
      .where("locked_at", "is", null)
      .orderBy("user_id")
      .limit(count)
      .execute();
    return rows.map((row) => ({ email: row.email, plain: DEMO_PASSWORD }));
  } finally {
    await db.destroy();
  }
}
