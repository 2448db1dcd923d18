import { existsSync, statSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { sql } from "kysely";
import { type Db, isPostgresUrl } from "../db/database.ts";

// The seed CLI recreates its database from scratch (issue 29 §4): never silently. Over an existing database it
// asks at a terminal, and elsewhere (a script, CI) it needs --force. The server's own first start seeds a
// database that does not exist yet (server/db/startup.ts) and asks nothing.

export type OverwriteChoice = "seed" | "ask" | "refuse";

/** What to do before seeding: nothing to lose, --force given, a person to ask, or nobody to ask. */
export function overwriteChoice(state: {
  exists: boolean;
  force: boolean;
  interactive: boolean;
}): OverwriteChoice {
  if (!state.exists || state.force) return "seed";
  return state.interactive ? "ask" : "refuse";
}

/** The tables of the current PostgreSQL schema: what a new seed replaces there. */
export async function schemaTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
    where schemaname = current_schema()`.execute(db);
  return rows.map((row) => row.name);
}

/** Whether a SQLite file with content is there, or the PostgreSQL schema holds any table. */
export async function databaseExists(location: string, open: () => Db): Promise<boolean> {
  if (!isPostgresUrl(location)) return existsSync(location) && statSync(location).size > 0;
  const db = open();
  try {
    return (await schemaTables(db)).length > 0;
  } finally {
    await db.destroy();
  }
}

/** The one line a refusal prints. */
export function refusal(shown: string): string {
  return `seed: ${shown} already holds a database; pass --force to replace it (nothing was changed)`;
}

/** Asks on the terminal; only "y" or "yes" replaces the database. */
export async function confirmOverwrite(shown: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(
      `${shown} already holds a database. Replace it with a new seed? [y/N] `,
    );
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    prompt.close();
  }
}
