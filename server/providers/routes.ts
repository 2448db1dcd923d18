import { providerCalls } from "../../src/contract/providers.ts";
import { audit } from "../audit.ts";
import { isoAt } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";
import { implement } from "../platform/route.ts";
import { listProviders, PROVIDER_COLUMNS } from "./list.ts";
import { creationTenants } from "./settings.ts";
import { providersDb } from "./tables.ts";

export const providerRoutes = implement(providerCalls, ({ db }) => {
  const pdb = providersDb(db);
  return {
    listProviders: async ({ query }, c) => listProviders(pdb, c.var.tenant ?? "", query),
    getProviderSettings: async (_input, c) => {
      const tenants = await creationTenants(db);
      return { creationTenants: tenants, canCreateHere: tenants.includes(c.var.tenant ?? "") };
    },
    createProvider: async ({ body }, c) => {
      const tenant = c.var.tenant ?? "";
      if (!(await creationTenants(db)).includes(tenant)) throw new ApiError("provider_tenant_not_allowed");
      return pdb.transaction().execute(async (trx) => {
        const taken = await firstWhere(trx, "providers", "provider_id", {
          tenant_code: tenant,
          code: body.providerCode,
        });
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
          .returning(PROVIDER_COLUMNS)
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
