import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ServerModule } from "../platform/module.ts";
import { serviceTypeMigration } from "./migrations/330-servicetype.ts";
import { serviceTypeRoutes } from "./routes.ts";
import type { ServiceTypeTables } from "./tables.ts";

// The carrier and fixed-line billing service types of spec 3 §9 (the methods that require a service type).
const SERVICE_TYPES = [
  { code: "TELCEL_SVOD_MENSUAL", description: "Telcel · suscripción mensual", plan_type: "A" },
  { code: "TELCEL_SVOD_SEMANAL", description: "Telcel · suscripción semanal", plan_type: "A" },
  { code: "TELCEL_TVOD_RENTA", description: "Telcel · renta de título", plan_type: "M" },
  { code: "TELMEX_SVOD_MENSUAL", description: "Telmex · suscripción mensual en recibo", plan_type: "A" },
  { code: "TELMEX_TVOD_COMPRA", description: "Telmex · compra de título en recibo", plan_type: "M" },
  { code: "TELMEX_PVOD_EVENTO", description: "Telmex · evento en recibo", plan_type: "M" },
];

/** The service-type test (spec 2 §2 /index/servicetype): a charge against the gateway's test service. */
export const serviceTypeModule: ServerModule = {
  name: "servicetype",
  routes: [serviceTypeRoutes],
  migrations: { "330-servicetype": serviceTypeMigration },
  // Reference data: the same few types at either scale (there are no more in the operator's catalogue).
  seed: async ({ db }) => {
    await (db as Kysely<Database>)
      .withTables<ServiceTypeTables>()
      .insertInto("service_types")
      .values(SERVICE_TYPES)
      .execute();
    return { serviceTypes: SERVICE_TYPES.length };
  },
};
