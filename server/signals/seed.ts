import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SeedContext } from "../seed/context.ts";
import { inBatches, seedAuthors } from "../seed/module-rows.ts";
import { SEED_NOW } from "../seed/reference-data.ts";
import type { SignalsTables } from "./tables.ts";

export const PAYWAY_PRODUCTS = [
  { bss_code: "PW-LMX-001", type: "PPV", name: "Liga MX en vivo" },
  { bss_code: "PW-F1-002", type: "PPV", name: "Fórmula 1 temporada" },
  { bss_code: "PW-NBA-003", type: "SVOD", name: "NBA League Pass" },
  { bss_code: "PW-UFC-004", type: "PPV", name: "UFC evento estelar" },
  { bss_code: "PW-CON-005", type: "EVENT", name: "Concierto en vivo" },
  { bss_code: "PW-NOT-006", type: "LIVE", name: "Noticias 24 horas" },
  { bss_code: "PW-KID-007", type: "LIVE", name: "Canal infantil" },
  { bss_code: "PW-TEN-008", type: "SVOD", name: "Tenis Grand Slam" },
  { bss_code: "PW-BOX-009", type: "PPV", name: "Box función mensual" },
  { bss_code: "PW-ESP-010", type: "LIVE", name: "Deportes premium" },
] as const;

const NODES = [
  "nodo-mx-qro-01",
  "nodo-mx-gdl-02",
  "nodo-co-bog-01",
  "nodo-cl-scl-01",
  "nodo-br-sao-03",
  "nodo-ar-bue-01",
];
const SHOWS = ["Jornada", "Final", "Semifinal", "Gala", "Especial", "Transmisión"];
const DAY = 86_400;
const NOW = Math.floor(SEED_NOW / 1000);

/** Signals past (Historico), running (Activo, spanning a year so they stay so) and scheduled (Programado). */
export async function seedSignals({
  db,
  rng,
  scale,
  staffEmails,
}: SeedContext): Promise<Record<string, number>> {
  const sdb = (db as Kysely<Database>).withTables<SignalsTables>();
  await sdb
    .insertInto("payway_products")
    .values([...PAYWAY_PRODUCTS])
    .execute();
  const count = scale === "large" ? 3_000 : 30;
  const users = seedAuthors(staffEmails, 20);
  const rows = Array.from({ length: count }, (_, index) => {
    const product = rng.pick(PAYWAY_PRODUCTS);
    const kind = index % 3;
    const start =
      kind === 0
        ? NOW - rng.int(30, 700) * DAY
        : kind === 1
          ? NOW - rng.int(1, 30) * DAY
          : NOW + rng.int(20, 400) * DAY;
    const length = kind === 1 ? rng.int(400, 900) * DAY : rng.int(2, 10) * 3_600;
    const node = rng.pick(NODES);
    return {
      title: `${rng.pick(SHOWS)} ${product.name} ${index + 1}`,
      description: `Señal abierta de ${product.name} por ${node}`,
      image_url: `https://img.adm.test/signals/${product.bss_code.toLowerCase()}.jpg`,
      group_id: String(900_000 + rng.int(1, 99_999)),
      liveref: `live-${product.bss_code.toLowerCase()}-${index + 1}`,
      node_name: node,
      bss_code: product.bss_code,
      start_date: start,
      end_date: start + length,
      user_name: rng.pick(users),
      published_at: rng.chance(0.7) ? Math.min(NOW, start) : null,
      cancelled_at: null,
    };
  });
  await inBatches(rows, (batch) => sdb.insertInto("open_signals").values(batch).execute());
  return { signals: rows.length };
}
