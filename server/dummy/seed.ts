import { SEED_NOW } from "../seed/reference-data.ts";
import type { DummyDb } from "./tables.ts";

const DAY = 86_400_000;
const at = (daysAgo: number | null) =>
  daysAgo === null ? null : new Date(SEED_NOW - daysAgo * DAY).toISOString();

// The demo's sample roles: every privilege combination an operator would meet, one inactive, one never used.
const ROLES = [
  {
    name: "admin_demo",
    title: "Administrador demo",
    flags: [1, 1, 1, 1, 1],
    groups: ["administradores"],
    days: 0,
  },
  {
    name: "editor_demo",
    title: "Editor de contenidos",
    flags: [1, 1, 1, 0, 0],
    groups: ["operaciones"],
    days: 2,
  },
  {
    name: "publicador_demo",
    title: "Publicador",
    flags: [1, 0, 0, 0, 1],
    groups: ["operaciones", "apa_uat"],
    days: 5,
  },
  {
    name: "consulta_demo",
    title: "Solo consulta",
    flags: [1, 0, 0, 0, 0],
    groups: ["consulta_general"],
    days: 1,
  },
  {
    name: "soporte_demo",
    title: "Soporte nivel 2",
    flags: [1, 1, 0, 1, 0],
    groups: ["soporte_mx_co"],
    days: 12,
  },
  {
    name: "auditor_demo",
    title: "Auditor (inactivo)",
    flags: [1, 0, 0, 0, 0],
    groups: [],
    days: null,
    active: 0,
  },
] as const;

export async function seedDemoRoles(db: DummyDb): Promise<number> {
  await db
    .insertInto("dummy_roles")
    .values(
      ROLES.map((role) => ({
        name: role.name,
        title: role.title,
        active: "active" in role ? role.active : 1,
        view: role.flags[0],
        edit: role.flags[1],
        new: role.flags[2],
        delete: role.flags[3],
        publish: role.flags[4],
        groups: role.groups.join("|"),
        last_login: at(role.days),
      })),
    )
    .execute();
  return ROLES.length;
}
