import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/database.ts";
import { migrateToLatest } from "../../server/db/migrator.ts";
import { seedDatabase } from "../../server/seed/index.ts";
import { databaseUrl } from "./test-database.ts";

// Global setup of the postgres project: seeds one small-scale template database that every test file copies
// (CREATE DATABASE … TEMPLATE takes a fraction of a second; seeding takes seconds), and drops the run's
// databases afterwards.
async function admin(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("the postgres test project needs TEST_DATABASE_URL");
  const template = `adm_test_${process.pid}`;
  await admin(adminUrl, `drop database if exists ${template} with (force)`);
  await admin(adminUrl, `create database ${template}`);
  const db = openDatabase(databaseUrl(adminUrl, template));
  await migrateToLatest(db);
  await seedDatabase(db, { scale: "small" });
  await db.destroy();
  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);
  return async () => {
    const { rows } = await admin(
      adminUrl,
      `select datname from pg_database where datname = '${template}' or starts_with(datname, '${template}_')`,
    );
    for (const { datname } of rows) await admin(adminUrl, `drop database if exists ${datname} with (force)`);
  };
}
