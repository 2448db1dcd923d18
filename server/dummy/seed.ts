import { SEED_NOW } from "../seed/reference-data.ts";
import type { DummyDb } from "./tables.ts";

const DAY = 86_400_000;
const at = (daysAgo: number | null) =>
  daysAgo === null ? null : new Date(SEED_NOW - daysAgo * DAY).toISOString();

// The demo's sample roles: every privilege combination an operator would meet, one inactive, one never used.
// Days: since the last login (null: never signed in).
type RoleRow = readonly [
  name: string,
  title: string,
  active: 0 | 1,
  flags: readonly [view: number, edit: number, add: number, remove: number, publish: number],
  groups: readonly string[],
  days: number | null,
];
const ROLES: readonly RoleRow[] = [
  ["admin_demo", "Administrador demo", 1, [1, 1, 1, 1, 1], ["administradores"], 0],
  ["editor_demo", "Editor de contenidos", 1, [1, 1, 1, 0, 0], ["operaciones"], 2],
  ["publicador_demo", "Publicador", 1, [1, 0, 0, 0, 1], ["operaciones", "apa_uat"], 5],
  ["consulta_demo", "Solo consulta", 1, [1, 0, 0, 0, 0], ["consulta_general"], 1],
  ["soporte_demo", "Soporte nivel 2", 1, [1, 1, 0, 1, 0], ["soporte_mx_co"], 12],
  ["auditor_demo", "Auditor (inactivo)", 0, [1, 0, 0, 0, 0], [], null],
];

export async function seedDemoRoles(db: DummyDb): Promise<number> {
  await db
    .insertInto("dummy_roles")
    .values(
      ROLES.map(([name, title, active, [view, edit, add, remove, publish], groups, days]) => ({
        name,
        title,
        active,
        view,
        edit,
        new: add,
        delete: remove,
        publish,
        groups: groups.join("|"),
        last_login: at(days),
      })),
    )
    .execute();
  return ROLES.length;
}
