import type { EdgeArea } from "../../src/contract/dashboard.ts";
import type { Db } from "../db/database.ts";
import { type BulkLoader, rowBuffer } from "../seed/loader.ts";
import { createRng } from "../seed/prng.ts";
import { FILMS, SERIES } from "./seed-catalog.ts";
import { planBursts, planEdges, type SeedEdge, seedCounters } from "./seed-counts.ts";
import { ActivityWriter, type ContentRef, type SeedUser } from "./seed-events.ts";

// The edge monitoring seed (spec 2 §3). Small: 6 edges per area, 14 days and a few hundred users with
// errors, in a quarter of a second (every server test seeds it). Large: 50 edges per area (plus 'default'),
// 100,000 users with errors and 30 days of per-minute counters per edge. The data ends at `until` (a new
// database seeds up to its first start).

export type DashboardScale = "small" | "large";

export const DASHBOARD_SCALES: Record<
  DashboardScale,
  { edgesPerArea: number; days: number; users: number; burstsPerArea: number }
> = {
  small: { edgesPerArea: 6, days: 14, users: 300, burstsPerArea: 5 },
  large: { edgesPerArea: 50, days: 30, users: 100_000, burstsPerArea: 10 },
};

export type DashboardSeedReport = {
  edges: number;
  counterRows: number;
  users: number;
  devices: number;
  events: number;
};

const EVENT_COLUMNS = [
  "event_id",
  "edge_key",
  "user_id",
  "device_key",
  "content_id",
  "event",
  "status",
  "time",
  "server",
  "url",
  "buffer_duration",
  "chunks_failed",
  "visualization_id",
  "app_version",
  "operator",
];

/**
 * Documented fixtures (tests and the e2e suite rely on them): María López (consulta_consumo's fixture) had an
 * error session in the last two hours on API edge 201 and on video edge 101: one device, one content, two
 * failed events each.
 */
export const DASHBOARD_FIXTURES: Record<string, readonly { area: EdgeArea; edgeId: string }[]> = {
  "maria.lopez@correo.test": [
    { area: "api", edgeId: "201" },
    { area: "video", edgeId: "101" },
  ],
};

const NO_SUBSCRIPTION = "Sin suscripción activa";

/** The first end users by id (the documented fixtures first) with their newest active subscription. */
async function usersWithErrors(db: Db, count: number): Promise<SeedUser[]> {
  const rows = await db
    .selectFrom("end_users as u")
    .select((eb) => [
      "u.id_usuario",
      "u.email",
      "u.name",
      "u.region",
      "u.user_hash",
      eb
        .selectFrom("subscriptions as s")
        .select("s.title")
        .whereRef("s.id_usuario", "=", "u.id_usuario")
        .where("s.status", "=", "active")
        .orderBy("s.created_at", "desc")
        .limit(1)
        .as("subscription"),
    ])
    .orderBy("u.id_usuario")
    .limit(count)
    .execute();
  return rows.map((row) => ({
    user_id: row.id_usuario,
    email: row.email,
    username: row.name,
    region: row.region,
    user_hash: row.user_hash,
    subscription: row.subscription ?? NO_SUBSCRIPTION,
  }));
}

function contentCatalogue(): { content_id: number; title: string; group_id: number | null }[] {
  const films = FILMS.map((title, i) => ({ content_id: 700_001 + i, title, group_id: null }));
  const episodes = SERIES.flatMap((series, s) =>
    Array.from({ length: 16 }, (_, e) => ({
      content_id: 710_001 + s * 100 + e,
      title: `${series} T${Math.floor(e / 8) + 1} E${(e % 8) + 1}`,
      group_id: 600_001 + s,
    })),
  );
  return [...films, ...episodes];
}

export async function seedDashboard(
  db: Db,
  loader: BulkLoader,
  scale: DashboardScale,
  until: number,
): Promise<DashboardSeedReport> {
  const size = DASHBOARD_SCALES[scale];
  const rng = createRng(20_261_114);
  const last = Math.floor(until / 60_000);
  const span = { first: last - size.days * 1440, last };
  const edges = planEdges(size.edgesPerArea, rng);
  const bursts = planBursts(edges, span, size.burstsPerArea, rng);
  const users = await usersWithErrors(db, size.users);
  const contents = contentCatalogue();
  const out = {
    users: rowBuffer("edge_users", [
      "user_id",
      "email",
      "username",
      "region",
      "subscription",
      "user_hash",
      "hks",
    ]),
    devices: rowBuffer("edge_devices", [
      "device_key",
      "device_id",
      "user_id",
      "category",
      "ip",
      "kind",
      "brand",
      "model",
      "os",
    ]),
    events: rowBuffer("edge_events", EVENT_COLUMNS),
  };
  const contentRefs = contents.map((c): ContentRef => ({ contentId: c.content_id }));
  const pinnedEdges = (email: string) =>
    (DASHBOARD_FIXTURES[email] ?? []).map(
      (pin) => edges.find((edge) => edge.area === pin.area && edge.edgeId === pin.edgeId) as SeedEdge,
    );
  const writer = new ActivityWriter(rng, out, edges, bursts, contentRefs, span);
  // The two small tables go straight in; each bulk load keeps one COPY stream (a connection) per table open on
  // PostgreSQL, so the big tables load in two turns: the counters, then the users' activity.
  const servers = rowBuffer("edge_servers", ["edge_key", "area", "edge_id", "number", "host", "site"]);
  for (const e of edges) servers.add(e.edgeKey, e.area, e.edgeId, e.number, e.host, e.site);
  const catalogue = rowBuffer("edge_contents", ["content_id", "title", "group_id"]);
  for (const c of contents) catalogue.add(c.content_id, c.title, c.group_id);
  await loader.write([servers.take(), catalogue.take()]);
  let counterRows = 0;
  await loader.bulk(["edge_error_counts"], async () => {
    const counters = rowBuffer("edge_error_counts", ["series_id", "resolution", "minute", "errors"]);
    counterRows = await seedCounters(
      counters,
      () => loader.write([counters.take()]),
      edges,
      bursts,
      span,
      rng,
    );
  });
  await loader.bulk(["edge_users", "edge_devices", "edge_events"], async () => {
    const batch = 10_000;
    for (let start = 0; start < users.length; start += batch) {
      for (const user of users.slice(start, start + batch)) writer.addUser(user, pinnedEdges(user.email));
      await loader.write(Object.values(out).map((buffer) => buffer.take()));
    }
  });
  return {
    edges: edges.length,
    counterRows,
    users: users.length,
    devices: writer.devices,
    events: writer.events,
  };
}
