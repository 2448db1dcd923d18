import { END_USER_COLUMNS, SUBSCRIPTION_FIELDS } from "../db/tables/consumption.ts";
import { END_USER_FIXTURES, GENERATED_END_USER_FIRST_ID } from "./end-user-fixtures.ts";
import { type BulkLoader, rowBuffer } from "./loader.ts";
import { FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS, slug } from "./names.ts";
import type { Rng } from "./prng.ts";
import { REGIONS, SEED_NOW } from "./reference-data.ts";
import { COUNT_WEIGHTS, ORIGINS, PAYMENT_METHODS, PLANS, REGION_WEIGHTS } from "./subscription-catalog.ts";

const DAY = 86_400_000;
const FIXTURE_PHONES = new Set(END_USER_FIXTURES.flatMap((f) => [f.phone_telmex, f.phone_telcel]));

const hex = (rng: Rng) =>
  Math.floor(rng.next() * 0x100000000)
    .toString(16)
    .padStart(8, "0");
const ip = (rng: Rng) =>
  `${rng.pick([187, 189, 200, 201, 177])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;

function mexicanPhone(rng: Rng): string {
  const phone = `${rng.pick(["55", "33", "81", "22", "66"])}${rng.digits(8)}`;
  return FIXTURE_PHONES.has(phone) ? mexicanPhone(rng) : phone;
}

function localPrice(mxn: number, region: string): { price: number; currency: string } {
  const { currency, rate } = REGIONS.find((r) => r.name === region) ?? REGIONS[1];
  const raw = mxn * rate;
  return { price: rate >= 10 ? Math.round(raw / 10) * 10 : Math.round(raw * 100) / 100, currency };
}

export type SeedCounts = { endUsers: number; subscriptions: number };

/** Fixtures first, then `count` generated end users with 0-6 subscriptions each (about 3 on average). */
export async function seedEndUsers(loader: BulkLoader, rng: Rng, count: number): Promise<SeedCounts> {
  const insertUser = rowBuffer("end_users", END_USER_COLUMNS);
  const insertSub = rowBuffer("subscriptions", ["id_usuario", ...SUBSCRIPTION_FIELDS]);
  let subscriptions = 0;
  const flush = () => loader.write([insertUser.take(), insertSub.take()]);
  for (const f of END_USER_FIXTURES) {
    insertUser.add(...END_USER_COLUMNS.map((column) => f[column]));
    for (const s of f.subscriptions) {
      insertSub.add(f.id_usuario, ...SUBSCRIPTION_FIELDS.map((field) => s[field]));
      subscriptions += 1;
    }
  }
  await flush();
  const batch = 20_000;
  for (let start = 0; start < count; start += batch) {
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const id = GENERATED_END_USER_FIRST_ID + i;
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const region = rng.weighted(REGION_WEIGHTS);
      const mexican = region === "mexico";
      const created = SEED_NOW - rng.int(1, 1800) * DAY - rng.int(0, DAY);
      insertUser.add(
        id,
        hex(rng) + hex(rng) + hex(rng) + hex(rng),
        `${slug(first)}.${slug(last)}${i + 1}@${rng.pick(MAIL_DOMAINS)}`,
        region,
        mexican && rng.chance(0.4) ? mexicanPhone(rng) : null,
        mexican && rng.chance(0.6) ? mexicanPhone(rng) : null,
        `${first} ${last} ${rng.pick(LAST_NAMES)}`,
        new Date(created).toISOString(),
      );
      const subs = rng.weighted(COUNT_WEIGHTS);
      for (let s = 0; s < subs; s += 1) {
        const [plan, mxn, days] = rng.pick(PLANS);
        const purchased = rng.chance(0.75);
        const begins = created + rng.int(0, Math.max(1, SEED_NOW - created));
        const { price, currency } = localPrice(purchased ? mxn : 0, region);
        insertSub.add(
          id,
          purchased ? plan : `${plan} (prueba gratuita)`,
          rng.pick(ORIGINS),
          ip(rng),
          new Date(begins).toISOString(),
          new Date(begins + (purchased ? days : 7) * DAY).toISOString(),
          price,
          currency,
          purchased ? "1" : "0",
          purchased ? rng.pick(PAYMENT_METHODS) : "promocion",
          purchased
            ? rng.weighted([
                ["aprobado", 85],
                ["pendiente", 8],
                ["rechazado", 5],
                ["reembolsado", 2],
              ])
            : "sin_cargo",
          rng.weighted([
            ["active", 60],
            ["cancelled", 25],
            ["terminated", 15],
          ]),
        );
      }
      subscriptions += subs;
    }
    await flush();
  }
  return { endUsers: END_USER_FIXTURES.length + count, subscriptions };
}
