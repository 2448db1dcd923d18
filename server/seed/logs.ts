import { CASE_HISTORY_ROWS } from "./case-history.ts";
import { type BulkLoader, rowBuffer } from "./loader.ts";
import { LOG_TEMPLATES, type LogTemplate } from "./log-templates.ts";
import type { Rng } from "./prng.ts";
import { SEED_NOW } from "./reference-data.ts";

const SPAN_MS = 180 * 86_400_000;

/**
 * Appends `count` log rows with increasing datetimes that end just before SEED_NOW; ids follow on. The last
 * slots hold the documented subscribers' case history (server/seed/case-history.ts), in datetime order too.
 */
export async function seedLogs(
  loader: BulkLoader,
  rng: Rng,
  count: number,
  users: readonly string[],
): Promise<void> {
  const cumulative: [LogTemplate, number][] = [];
  let total = 0;
  for (const t of LOG_TEMPLATES) {
    total += t.weight;
    cumulative.push([t, total]);
  }
  const ips = Array.from(
    { length: 2000 },
    () => `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
  );
  const pick = <T>(items: readonly T[]) => rng.pick(items);
  // Row i falls in its own slot of the span: datetimes never decrease and the last one precedes SEED_NOW.
  const gap = SPAN_MS / Math.max(1, count);
  const first = SEED_NOW - SPAN_MS;
  const batch = 50_000;
  const insert = rowBuffer("logs", [
    "datetime",
    "user",
    "ip",
    "url",
    "action",
    "message",
    "level",
    "subject",
    "detail",
  ]);
  const caseRowsFrom = count - Math.min(count, CASE_HISTORY_ROWS.length);
  for (let start = 0; start < count; start += batch) {
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      if (i >= caseRowsFrom) {
        const datetime = new Date(first + (i + rng.next() * 0.9) * gap).toISOString();
        const row = CASE_HISTORY_ROWS[i - caseRowsFrom];
        const detail = row.detail && JSON.stringify(row.detail);
        insert.add(
          datetime,
          row.user,
          rng.pick(ips),
          row.url,
          row.action,
          row.message,
          "info",
          row.subject,
          detail,
        );
        continue;
      }
      const roll = rng.next() * total;
      const template = (cumulative.find(([, upTo]) => roll < upTo) ?? cumulative[0])[0];
      const n = rng.int(1, 99_999);
      insert.add(
        new Date(first + (i + rng.next() * 0.9) * gap).toISOString(),
        rng.pick(users),
        rng.pick(ips),
        template.url(n),
        template.action,
        template.message(n, pick),
        template.level,
        null,
        null,
      );
    }
    await loader.write([insert.take()]);
  }
}
