import { privacyCalls } from "../../src/contract/privacy.ts";
import { implement } from "../platform/route.ts";
import { listPolicies, setPolicy } from "./policies.ts";
import { revealValue } from "./reveal.ts";

export const privacyRoutes = implement(privacyCalls, (deps) => ({
  listDataPolicies: async () => listPolicies(deps.db),
  setDataPolicy: async ({ params, body }, c) => setPolicy(deps.db, c, params.module, body),
  revealPersonalValue: async ({ body }, c) => revealValue(deps, c, body),
}));
