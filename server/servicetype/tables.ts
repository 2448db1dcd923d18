import type { Generated } from "kysely";

// The service-type module's own tables: the chargeable service types and every test run (kept for audit).

export type ServiceTypeTable = { code: string; description: string; plan_type: string };

export type ServiceTestTable = {
  test_id: Generated<number>;
  created_at: string;
  user: string;
  status: number;
  request: string;
  response: string;
};

export type ServiceTypeTables = { service_types: ServiceTypeTable; service_tests: ServiceTestTable };
