import type { Generated, Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A demo role of the role demo area; `groups` holds group names joined by "|" (demo data, no links). */
export type DemoRoleTable = {
  role_id: Generated<number>;
  name: string;
  title: string;
  active: number;
  view: number;
  edit: number;
  new: number;
  delete: number;
  publish: number;
  groups: string;
  last_login: string | null;
};

export type DummyTables = { dummy_roles: DemoRoleTable };
export type DummyDb = Kysely<Database & DummyTables>;
