import { consumptionHistoryCalls, subscriberSubject } from "../../src/contract/consumption-history.ts";
import { implement } from "../platform/route.ts";
import { readHistory } from "./history.ts";
import { settleRegion } from "./params.ts";

// The case history is scoped like the look-up: the subscriber's region must be one the operator holds
// (settleRegion), and the subject carries that region, so no other region's rows are ever read.
export const consumptionHistoryRoutes = implement(consumptionHistoryCalls, ({ db }) => ({
  listHistory: async ({ query }, c) => {
    const p = settleRegion(c, query);
    return readHistory(db, subscriberSubject(p.region, p.id_usuario), p);
  },
}));
