import { providerCalls } from "../../src/contract/providers.ts";
import { audit } from "../audit.ts";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { implement } from "../platform/route.ts";
import { creationTenants } from "./settings.ts";
import type { ProvidersTables } from "./tables.ts";

const COLUMNS = [
  "provider_id as id",
  "name as providerName",
  "code as providerCode",
  "public_date",
  "user",
] as const;

export const providerRoutes = implement(providerCalls, ({ db }) => {
  const pdb = db.withTables<ProvidersTables>();
  return {
    listProviders: async (_input, c) =>
      pdb
        .selectFrom("providers")
        .select(COLUMNS)
        .where("tenant_code", "=", c.var.tenant ?? "")
        .orderBy("public_date", "desc")
        .orderBy("provider_id", "desc")
        .execute(),
    getProviderSettings: async (_input, c) => {
      const tenants = await creationTenants(db);
      return { creationTenants: tenants, canCreateHere: tenants.includes(c.var.tenant ?? "") };
    },
    createProvider: async ({ body }, c) => {
      const tenant = c.var.tenant ?? "";
      if (!(await creationTenants(db)).includes(tenant)) throw new ApiError("provider_tenant_not_allowed");
      return pdb.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom("providers")
          .select("provider_id")
          .where("tenant_code", "=", tenant)
          .where("code", "=", body.providerCode)
          .executeTakeFirst();
        if (taken) throw new ApiError("provider_code_exists", { datafield: "providerCode" });
        const row = await trx
          .insertInto("providers")
          .values({
            tenant_code: tenant,
            name: body.providerName,
            code: body.providerCode,
            public_date: isoAt(c.var.clock()),
            user: c.var.user.email,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await audit(trx as unknown as Db, c, {
          action: "provider_create",
          message: `Proveedor creado: ${body.providerName} (${body.providerCode}, ${tenant})`,
        });
        return row;
      });
    },
  };
});
