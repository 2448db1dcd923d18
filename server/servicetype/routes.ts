import { serviceTypeCalls } from "../../src/contract/servicetype.ts";
import { audit } from "../audit.ts";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { implement } from "../platform/route.ts";
import { charge } from "./gateway.ts";
import type { ServiceTypeTables } from "./tables.ts";

export const serviceTypeRoutes = implement(serviceTypeCalls, ({ db }) => {
  const sdb = db.withTables<ServiceTypeTables>();
  const types = async () =>
    (await sdb.selectFrom("service_types").selectAll().orderBy("code").execute()).map((row) => ({
      ...row,
      plan_type: row.plan_type === "A" ? ("A" as const) : ("M" as const),
    }));
  return {
    listServiceTypes: types,
    runServiceTest: async ({ body }, c) => {
      const type = (await types()).find((row) => row.code === body.servicetype);
      return sdb.transaction().execute(async (trx) => {
        const run = await trx
          .insertInto("service_tests")
          .values({
            created_at: isoAt(c.var.clock()),
            user: c.var.user.email,
            status: -1,
            request: "",
            response: "",
          })
          .returning("test_id")
          .executeTakeFirstOrThrow();
        const answer = charge(body, type, `TEST-${String(run.test_id).padStart(8, "0")}`);
        await trx
          .updateTable("service_tests")
          .set({
            status: answer.status,
            request: JSON.stringify(answer.request),
            response: JSON.stringify(answer.response),
          })
          .where("test_id", "=", run.test_id)
          .execute();
        await audit(trx as unknown as Db, c, {
          action: "servicetype_test",
          message: `Prueba de tipo de servicio ${body.servicetype}: ${answer.message}`,
          level: answer.status === 0 ? "info" : "warning",
        });
        return answer;
      });
    },
  };
});
