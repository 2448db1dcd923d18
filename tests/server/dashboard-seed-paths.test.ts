import { beforeAll, describe, expect, it } from "vitest";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import {
  type Content,
  type Device,
  EDGE_AREAS,
  type EdgeArea,
  type EdgeEvent,
  type EdgeUser,
  type ErrorCounts,
} from "../../src/contract/dashboard.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 31 item 11: the demo seed (the small scale `npm start` seeds, ending at its first start; here at
// SEED_NOW) has no dead ends. Every drill-down path the console offers, through the same /services calls
// and their default windows (edges → users P20D → devices P20D → contents P6D → events P6D → one event),
// reaches an event, and the counts a level shows add up to what the next level lists. The small seed is
// walked whole: every edge of every area, every user listed on it, every device, content and event list.

const UNTIL = new Date(SEED_NOW).toISOString();

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("consulta@adm.test");
});

async function list<T>(area: EdgeArea, level: string, query: Record<string, string | number>) {
  const reply = await t.call("GET", `/services/dashboard/edge/${area}/${level}`, {
    token,
    query: { until: UNTIL, length: 500, ...query },
  });
  expect(reply.http, `${area}/${level} ${JSON.stringify(query)}`).toBe(200);
  return reply.body.result as { total: number } & Record<string, T[]>;
}

/** The counts a row shows beside its errors (failed chunks on video, failed playbacks on buffer). */
const countsOf = (row: ErrorCounts) => ({
  errors: row.events.error,
  chunks: row.chunks?.error ?? 0,
  visualizations: row.visualizations?.error ?? 0,
});
const sumCounts = (rows: readonly ErrorCounts[]) =>
  rows.map(countsOf).reduce(
    (sum, row) => ({
      errors: sum.errors + row.errors,
      chunks: sum.chunks + row.chunks,
      visualizations: sum.visualizations + row.visualizations,
    }),
    { errors: 0, chunks: 0, visualizations: 0 },
  );

type Walk = { deadEnds: string[]; mismatches: string[]; events: number };

/** A listing that says `total` rows and lists none is a dead end; one that lists fewer than it says too. */
function checkLevel(walk: Walk, path: string, rows: readonly unknown[], total: number) {
  if (rows.length === 0) walk.deadEnds.push(`${path}: nothing listed`);
  else if (rows.length !== total) walk.mismatches.push(`${path}: says ${total}, lists ${rows.length}`);
}

function checkSum(walk: Walk, path: string, shown: ErrorCounts, listed: readonly ErrorCounts[]) {
  // A buffer playback is one session on one device and one content: distinct per level, they add up too.
  const said = JSON.stringify(countsOf(shown));
  const added = JSON.stringify(sumCounts(listed));
  if (said !== added) walk.mismatches.push(`${path}: shows ${said}, lists ${added}`);
}

async function walkUser(walk: Walk, area: EdgeArea, user: EdgeUser) {
  const at = { user_id: user.id, edge_id: user.edge_id };
  const path = `${area} edge ${user.edge_id} user ${user.id}`;
  const devices = await list<Device>(area, "devices", at);
  checkLevel(walk, path, devices.devices, devices.total);
  checkSum(walk, path, user, devices.devices);
  for (const device of devices.devices) {
    const onDevice = { ...at, device_id: device.id };
    const contents = await list<Content>(area, "contents", onDevice);
    checkLevel(walk, `${path} device ${device.id}`, contents.contents, contents.total);
    checkSum(walk, `${path} device ${device.id}`, device, contents.contents);
    for (const content of contents.contents) {
      const contentPath = `${path} device ${device.id} content ${content.content_id}`;
      const events = await list<EdgeEvent>(area, "events", { ...onDevice, content_id: content.content_id });
      checkLevel(walk, contentPath, events.events, events.total);
      const failed = events.events.filter((event) => event.status === 0).length;
      if (failed !== content.events.error)
        walk.mismatches.push(`${contentPath}: shows ${content.events.error} errors, lists ${failed}`);
      walk.events += events.events.length;
    }
  }
}

describe("the demo seed's drill-down", () => {
  it.each(EDGE_AREAS)(
    "reaches an event from every %s edge, each level listing what the one above counts",
    async (area) => {
      const walk: Walk = { deadEnds: [], mismatches: [], events: 0 };
      const edges = await list<{ id: string }>(area, "edges", {});
      expect(edges.edges).toHaveLength(edges.total);
      for (const edge of edges.edges) {
        const users = await list<EdgeUser>(area, "users", { edge_id: edge.id });
        checkLevel(walk, `${area} edge ${edge.id}`, users.users, users.total);
        // Each user's path at once: the database answers them side by side (PostgreSQL's pool).
        await Promise.all(users.users.map((user) => walkUser(walk, area, user)));
      }
      expect(walk.deadEnds).toEqual([]);
      expect(walk.mismatches).toEqual([]);
      expect(walk.events).toBeGreaterThan(0);
    },
  );

  it("opens the newest event of the top user of the top edge", async () => {
    const [edge] = (await list<{ id: string }>("video", "edges", {})).edges;
    const [user] = (await list<EdgeUser>("video", "users", { edge_id: edge.id })).users;
    const at = { user_id: user.id, edge_id: edge.id };
    for (const device of (await list<Device>("video", "devices", at)).devices) {
      const [content] = (await list<Content>("video", "contents", { ...at, device_id: device.id })).contents;
      expect(content, `device ${device.id} of the top user`).toBeDefined();
      const query = { ...at, device_id: device.id, content_id: content.content_id };
      const [event] = (await list<EdgeEvent>("video", "events", query)).events;
      const detail = await t.call("GET", `/services/dashboard/edge/video/event/${event.id}`, { token });
      expect(detail.body.result).toMatchObject({ id: event.id, edge_id: edge.id, user: { id: user.id } });
    }
  });
});
