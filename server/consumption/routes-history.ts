import { consumptionHistoryCalls, subscriberSubject } from "../../src/contract/consumption-history.ts";
import type { AuditDetail } from "../../src/contract/logs.ts";
import { type PersonalData, personalData } from "../platform/personal-data.ts";
import { implement } from "../platform/route.ts";
import { readHistory } from "./history.ts";
import { settleRegion } from "./params.ts";

const maskValues = (pd: PersonalData, values: Record<string, string> | undefined) =>
  values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, pd.text(value)]));

/** A row's detail for a caller without "personal": every e-mail in its values and its reason masked. */
function shownDetail(pd: PersonalData, detail: AuditDetail): AuditDetail {
  const shown: AuditDetail = {};
  if (detail.before) shown.before = maskValues(pd, detail.before);
  if (detail.after) shown.after = maskValues(pd, detail.after);
  if (detail.reason !== undefined) shown.reason = pd.text(detail.reason);
  return shown;
}

// The case history is scoped like the look-up: the subscriber's region must be one the operator holds
// (settleRegion), and the subject carries that region, so no other region's rows are ever read. Messages
// and details name the subscriber's e-mails: masked for a caller without the "personal" privilege.
export const consumptionHistoryRoutes = implement(consumptionHistoryCalls, ({ db }) => ({
  listHistory: async ({ query }, c) => {
    const p = settleRegion(c, query);
    const page = await readHistory(db, subscriberSubject(p.region, p.id_usuario), p);
    const pd = personalData(c, "consulta_consumo");
    if (!pd.masked) return page;
    return {
      ...page,
      entries: page.entries.map((entry) => ({
        ...entry,
        message: pd.text(entry.message),
        detail: shownDetail(pd, entry.detail),
      })),
    };
  },
}));
