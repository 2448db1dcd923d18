import { logsCalls } from "../../src/contract/logs.ts";
import { recordExport } from "../platform/export-audit.ts";
import { personalData } from "../platform/personal-data.ts";
import { implement, reply } from "../platform/route.ts";
import { queryLogs } from "./query.ts";

export const logsRoutes = implement(logsCalls, ({ db }) => ({
  listLogs: async ({ query: q }, c) => {
    const page = await queryLogs(db, q);
    const { filteredCapped, data, ...counts } = page;
    // A message may name subscribers' e-mails: masked without the logs' "personal" privilege (the search
    // matched the whole text). The user and ip columns are the staff operator's own: shown as they are.
    const pd = personalData(c, "logs");
    const rows = pd.masked ? data.map((row) => ({ ...row, message: pd.text(row.message) })) : data;
    const result = { draw: q.draw, ...counts, data: rows };
    return filteredCapped ? reply(result, { filteredCapped: true }) : result;
  },
  recordExport: async ({ body }, c) => {
    await recordExport(db, c, body);
    return { recorded: true as const };
  },
}));
