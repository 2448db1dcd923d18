import { sql } from "kysely";
import type { EdgeArea, UserList } from "../../src/contract/dashboard.ts";
import { isoMinute, type MinuteWindow } from "../../src/contract/dashboard-time.ts";
import { chunksSum, errorCounts, failedVisualizations } from "./edges.ts";
import type { DashboardDb } from "./tables.ts";
import { describeWindow } from "./window.ts";

// Get users (spec 2 §7): end users with errors in the window, on one edge or on any of the area's edges
// (one row per user and edge), most errors first; `email` narrows to addresses starting with it.

export const errorEvents = sql<number>`sum(case when status = 0 then 1 else 0 end)`;

/** Upper bound of a prefix range: above every string that starts with the prefix. */
const prefixEnd = (prefix: string) => `${prefix}\u{10ffff}`;

export type UserFilter = { edgeKey?: number; email?: string };

export const usersPageQuery = (db: DashboardDb, area: EdgeArea, window: MinuteWindow, filter: UserFilter) => {
  let events = db
    .selectFrom("edge_events as ev")
    .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
    .where("s.area", "=", area)
    .where("ev.time", ">=", isoMinute(window.since))
    .where("ev.time", "<", isoMinute(window.until));
  if (filter.edgeKey !== undefined) events = events.where("ev.edge_key", "=", filter.edgeKey);
  if (filter.email) {
    const email = filter.email;
    events = events.where("ev.user_id", "in", (eb) =>
      eb
        .selectFrom("edge_users")
        .select("user_id")
        .where("email", ">=", email)
        .where("email", "<", prefixEnd(email)),
    );
  }
  const perUser = events
    .select([
      "ev.user_id",
      "s.edge_id",
      errorEvents.as("errors"),
      chunksSum.as("chunks"),
      failedVisualizations.as("visualizations"),
    ])
    .groupBy(["ev.user_id", "s.edge_id"])
    .having(errorEvents, ">", 0);
  return db
    .selectFrom(perUser.as("p"))
    .innerJoin("edge_users as u", "u.user_id", "p.user_id")
    .select([
      "p.user_id",
      "p.edge_id",
      "p.errors",
      "p.chunks",
      "p.visualizations",
      "u.email",
      "u.username",
      "u.region",
      "u.subscription",
      (eb) => eb.fn.countAll<number>().over().as("total"),
    ])
    .orderBy("p.errors", "desc")
    .orderBy("p.user_id")
    .orderBy("p.edge_id");
};

export async function listUsers(
  db: DashboardDb,
  area: EdgeArea,
  window: MinuteWindow,
  filter: UserFilter,
  page: { offset: number; limit: number },
): Promise<Omit<UserList, "draw">> {
  const query = usersPageQuery(db, area, window, filter);
  const rows = await query.limit(page.limit).offset(page.offset).execute();
  const total = rows[0]
    ? rows[0].total
    : ((
        await db
          .selectFrom(query.as("all"))
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirst()
      )?.n ?? 0);
  return {
    ...describeWindow(window),
    users: rows.map((row) => ({
      id: row.user_id,
      edge_id: row.edge_id,
      region: row.region,
      email: row.email,
      username: row.username,
      subscription: row.subscription,
      ...errorCounts(area, row.errors, row),
    })),
    total: Number(total),
  };
}
