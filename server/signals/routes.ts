import { signalCalls } from "../../src/contract/signals.ts";
import { implement } from "../platform/route.ts";
import { listSignals, signalsDb } from "./store.ts";
import { cancelSignal, mustRead, nowSeconds, republishSignal, saveSignal } from "./writes.ts";

export const signalRoutes = implement(signalCalls, ({ db }) => {
  const sdb = signalsDb(db);
  return {
    listSignals: async ({ query: q }, c) => listSignals(db, { ...q, now: nowSeconds(c) }),
    getSignal: async ({ params }, c) => mustRead(sdb, params.signal_id, nowSeconds(c)),
    createSignal: async ({ body }, c) => saveSignal(db, c, body),
    updateSignal: async ({ body }, c) => {
      const { _id, ...fields } = body;
      return saveSignal(db, c, fields, Number(_id));
    },
    cancelSignal: async ({ params }, c) => cancelSignal(db, c, params.signal_id),
    republishSignal: async ({ params }, c) => republishSignal(db, c, params.signal_id),
    listPaywayProducts: async () => sdb.selectFrom("payway_products").selectAll().orderBy("name").execute(),
  };
});
