import type { Context } from "hono";
import type { z } from "zod";
import { type DemoRole, type demoRoleBody, dummyCalls } from "../../src/contract/dummy.ts";
import { SPEC_PRIVILEGES } from "../../src/permissions/catalog.ts";
import { audit, withReason } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { implement } from "../platform/route.ts";
import type { DemoRoleTable, DummyDb, DummyTables } from "./tables.ts";

type Stored = Omit<DemoRoleTable, "role_id"> & { role_id: number };
/** The body as validated (flags read as 0/1, defaults filled). */
type Body = z.output<typeof demoRoleBody>;

const GROUP_SEPARATOR = "|";

function toRow({ groups, ...row }: Stored): DemoRole {
  return {
    ...row,
    active: row.active ? 1 : 0,
    ...Object.fromEntries(SPEC_PRIVILEGES.map((p) => [p, row[p] ? 1 : 0])),
    groups: groups ? groups.split(GROUP_SEPARATOR) : [],
  } as DemoRole;
}

function toStored(body: Body) {
  const { groups, ...fields } = body;
  return { ...fields, groups: groups.join(GROUP_SEPARATOR) };
}

const granted = (body: Body) => SPEC_PRIVILEGES.filter((p) => body[p] === 1).join(", ") || "ninguno";

async function find(db: DummyDb, roleId: number): Promise<DemoRole> {
  const row = await db.selectFrom("dummy_roles").selectAll().where("role_id", "=", roleId).executeTakeFirst();
  if (!row) throw new ApiError("not_found");
  return toRow(row);
}

/** Names are unique, case-insensitively (checked here so the refusal names its field). */
async function refuseTakenName(db: DummyDb, name: string, except?: number) {
  const taken = await db
    .selectFrom("dummy_roles")
    .select("role_id")
    .where((eb) => eb(eb.fn("lower", ["name"]), "=", name.toLowerCase()))
    .$if(except !== undefined, (qb) => qb.where("role_id", "!=", except ?? 0))
    .executeTakeFirst();
  if (taken) throw new ApiError("duplicated_entry", { datafield: "name" });
}

/** The audit log lives in the shared schema; the demo's transaction is the same connection's. */
const auditIn = (trx: DummyDb, c: Context<AppEnv>, action: string, message: string) =>
  audit(trx as unknown as Db, c, { action, message });

export const dummyRoutes = implement(dummyCalls, (deps) => {
  const db: DummyDb = deps.db.withTables<DummyTables>();
  return {
    listDemoRoles: async () =>
      (await db.selectFrom("dummy_roles").selectAll().orderBy("role_id").execute()).map(toRow),
    getDemoRole: async ({ params }) => [await find(db, params.role_id)],
    createDemoRole: async ({ body }, c) =>
      db.transaction().execute(async (trx) => {
        await refuseTakenName(trx, body.name);
        const { role_id } = await trx
          .insertInto("dummy_roles")
          .values(toStored(body as Body))
          .returning("role_id")
          .executeTakeFirstOrThrow();
        await auditIn(
          trx,
          c,
          "dummy_role_create",
          `Rol demo creado: ${body.name} (id ${role_id}); privilegios: ${granted(body as Body)}`,
        );
        return find(trx, role_id);
      }),
    updateDemoRole: async ({ params, body }, c) =>
      db.transaction().execute(async (trx) => {
        await find(trx, params.role_id);
        await refuseTakenName(trx, body.name, params.role_id);
        await trx
          .updateTable("dummy_roles")
          .set(toStored(body as Body))
          .where("role_id", "=", params.role_id)
          .execute();
        await auditIn(
          trx,
          c,
          "dummy_role_update",
          `Rol demo actualizado: ${body.name} (id ${params.role_id}); activo: ${body.active}; privilegios: ${granted(body as Body)}`,
        );
        return find(trx, params.role_id);
      }),
    deleteDemoRole: async ({ params, query }, c) =>
      db.transaction().execute(async (trx) => {
        const role = await find(trx, params.role_id);
        await trx.deleteFrom("dummy_roles").where("role_id", "=", params.role_id).execute();
        await auditIn(
          trx,
          c,
          "dummy_role_delete",
          withReason(`Rol demo eliminado: ${role.name} (id ${role.role_id})`, query.reason),
        );
        return { role_id: role.role_id };
      }),
  };
});
