import { logsCalls } from "../../src/contract/logs.ts";
import { implement, reply } from "../platform/route.ts";
import { recordExport } from "./export-audit.ts";
import { queryLogs } from "./query.ts";

export const logsRoutes = implement(logsCalls, ({ db }) => ({
  listLogs: async ({ query: q }) => {
    const page = await queryLogs(db, q);
    const { filteredCapped, ...counts } = page;
    const result = { draw: q.draw, ...counts };
    return filteredCapped ? reply(result, { filteredCapped: true }) : result;
  },
  recordExport: async ({ body }, c) => {
    await recordExport(db, c, body);
    return { recorded: true as const };
  },
}));
