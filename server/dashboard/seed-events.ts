import { EDGE_AREAS, EDGE_INTERVALS, type EdgeArea } from "../../src/contract/dashboard.ts";
import { durationMinutes, MINUTE_MS } from "../../src/contract/dashboard-time.ts";
import type { Rng } from "../seed/prng.ts";
import { AREA_EVENTS, CATEGORY_WEIGHTS, DEVICE_MODELS, type DeviceModel } from "./seed-catalog.ts";
import type { Burst, RowSink, SeedEdge, Span } from "./seed-counts.ts";
import { operatorRecord, randomHex } from "./seed-operator.ts";

// End users with errors: their devices and sessions. A session is one playback (or API flow) on one edge:
// a failing event, then retries and warnings, sometimes a recovery. Sessions fall inside the bursts of their
// edge more often than chance, mostly in the last two days, and all of them inside the drill-down's narrowest
// window (contents and events look back 6 days, users and devices 20): so every user and device listed has
// contents and events below it, and the counts of each level add up to what the next one lists.

export type SeedUser = {
  user_id: number;
  email: string;
  username: string;
  region: string;
  subscription: string;
  user_hash: string;
};

export type Inserters = { users: RowSink; devices: RowSink; events: RowSink };
export type ContentRef = { contentId: number };

type Device = { key: number; id: string; model: DeviceModel };

const DAY = 1440;
/**
 * How far back a session may start: a day inside the contents' window (P6D), so that a server seeded at its
 * first start keeps every drill-down path through its first day (a session lasts minutes).
 */
const RECENT_MINUTES = (durationMinutes(EDGE_INTERVALS.contents) as number) - DAY;
export const FIRST_EVENT_ID = 1_000_001;

const ipOf = (rng: Rng) =>
  `${rng.pick([187, 189, 200, 201, 177])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

export class ActivityWriter {
  private deviceKey = 0;
  private eventId = FIRST_EVENT_ID;
  private readonly edgesByArea: Map<EdgeArea, SeedEdge[]>;
  private readonly burstsByEdge = new Map<number, Burst[]>();

  constructor(
    private readonly rng: Rng,
    private readonly out: Inserters,
    edges: readonly SeedEdge[],
    bursts: readonly Burst[],
    private readonly contents: readonly ContentRef[],
    private readonly span: Span,
  ) {
    this.edgesByArea = new Map(EDGE_AREAS.map((area) => [area, edges.filter((edge) => edge.area === area)]));
    for (const burst of bursts.filter((burst) => burst.start + burst.length > this.earliest))
      for (const key of burst.edgeKeys)
        this.burstsByEdge.set(key, [...(this.burstsByEdge.get(key) ?? []), burst]);
  }

  /** The first minute a session may start in. */
  private get earliest(): number {
    return Math.max(this.span.first, this.span.last - RECENT_MINUTES);
  }

  get events(): number {
    return this.eventId - FIRST_EVENT_ID;
  }

  get devices(): number {
    return this.deviceKey;
  }

  /** One user: their row, 1 to 3 devices, sessions in one or two areas, and one recent on each pinned edge. */
  addUser(user: SeedUser, pinned: readonly SeedEdge[] = []): void {
    const { rng, out } = this;
    out.users.add(
      user.user_id,
      user.email,
      user.username,
      user.region,
      user.subscription,
      user.user_hash,
      randomHex(rng, 32),
    );
    const devices = Array.from(
      {
        length: rng.weighted([
          [1, 50],
          [2, 35],
          [3, 15],
        ] as const),
      },
      () => this.addDevice(user.user_id),
    );
    const first = rng.pick(EDGE_AREAS);
    const areas = rng.chance(0.3) ? [first, rng.pick(EDGE_AREAS.filter((area) => area !== first))] : [first];
    for (const area of areas) {
      const candidates = this.edgesByArea.get(area) as SeedEdge[];
      const home = rng.chance(0.05) ? candidates[candidates.length - 1] : rng.pick(candidates.slice(0, -1));
      const edges = rng.chance(0.25) ? [home, rng.pick(candidates)] : [home];
      const sessions = rng.int(1, 3);
      for (let s = 0; s < sessions; s += 1) this.addSession(user, area, rng.pick(edges), rng.pick(devices));
    }
    // The documented fixture: exactly two failed events, so tests can count on them.
    for (const edge of pinned)
      this.addSession(user, edge.area, edge, devices[0], this.span.last - rng.int(30, 90), true);
  }

  private addDevice(userId: number): Device {
    const { rng } = this;
    const category = rng.weighted(CATEGORY_WEIGHTS);
    const model = rng.pick(DEVICE_MODELS[category]);
    this.deviceKey += 1;
    const device = { key: this.deviceKey, id: randomHex(rng, 16), model };
    this.out.devices.add(
      device.key,
      device.id,
      userId,
      category,
      ipOf(rng),
      model.kind,
      model.brand,
      model.model,
      model.os,
    );
    return device;
  }

  /** The session's first minute: inside one of the edge's recent bursts, or more likely recent than not. */
  private sessionStart(edge: SeedEdge): number {
    const { rng, span, earliest } = this;
    const bursts = this.burstsByEdge.get(edge.edgeKey);
    if (bursts && rng.chance(0.35)) {
      const burst = rng.pick(bursts);
      return Math.max(earliest, Math.min(span.last - 1, burst.start + rng.int(0, burst.length - 1)));
    }
    const [from, to] = rng.next() < 0.55 ? [0, 2] : [2, RECENT_MINUTES / DAY];
    const back = Math.floor((from + rng.next() * (to - from)) * DAY);
    return Math.max(earliest, span.last - 1 - back);
  }

  private addSession(
    user: SeedUser,
    area: EdgeArea,
    edge: SeedEdge,
    device: Device,
    start?: number,
    fixture = false,
  ): void {
    const { rng } = this;
    const catalogue = AREA_EVENTS[area];
    const contentId = rng.pick(this.contents).contentId;
    const visualization = area === "buffer" ? `vis-${randomHex(rng, 12)}` : null;
    let at = (start ?? this.sessionStart(edge)) * MINUTE_MS + rng.int(0, 59_000);
    const count = fixture ? 2 : rng.int(1, 5);
    // A session cut short by the end of the data stops there: nothing is recorded after it.
    for (let i = 0; i < count && at < this.span.last * MINUTE_MS; i += 1) {
      const last = i === count - 1;
      const kind =
        i === 0 || fixture
          ? rng.pick(catalogue.errors)
          : last && rng.chance(0.5)
            ? catalogue.ok
            : rng.chance(0.5)
              ? rng.pick(catalogue.warnings)
              : rng.pick(catalogue.errors);
      const record = operatorRecord(rng, {
        area,
        kind,
        host: edge.host,
        contentId,
        deviceId: device.id,
        appVersion: device.model.app,
        at,
      });
      this.out.events.add(
        this.eventId,
        edge.edgeKey,
        user.user_id,
        device.key,
        contentId,
        kind.event,
        kind.status,
        new Date(at).toISOString(),
        `node${rng.int(1, 4)}.${edge.host}`,
        record.url,
        record.bufferDuration,
        record.chunks,
        visualization,
        device.model.app,
        record.operator,
      );
      this.eventId += 1;
      at += rng.int(5_000, 90_000);
    }
  }
}
