import type { ApaCategory, ApaEnvironment, ApaType } from "../../src/contract/apa.ts";
import { isoAt } from "../context.ts";
import type { SeedContext } from "../seed/context.ts";
import { rowBuffer } from "../seed/loader.ts";
import { createRng } from "../seed/prng.ts";
import { APPKEY } from "./publish.ts";
import { apaDb } from "./tables.ts";

// Devices per category (spec 2 §3: web, mobile, tablet, stb, tv, console, watch); ids run from 00001.
export const SEED_DEVICES: Record<ApaCategory, number> = {
  web: 600,
  mobile: 600,
  tablet: 400,
  stb: 400,
  tv: 400,
  console: 300,
  watch: 300,
};

/** aup_legacy refuses watches: the deterministic per-partition error of a publication (spec 2 §3, §4). */
export const SEED_PARTITIONS = [
  { partition: "aup", title: "AUP", visible: 1, position: 1, refuses_category: null },
  { partition: "aup_latam", title: "AUP Latam", visible: 1, position: 2, refuses_category: null },
  { partition: "aup_legacy", title: "AUP Legacy", visible: 1, position: 3, refuses_category: "watch" },
] as const;

const BRANDS: Record<ApaCategory, readonly string[]> = {
  web: ["Chrome", "Firefox", "Safari", "Edge", "Opera"],
  mobile: ["Samsung Galaxy", "iPhone", "Motorola", "Xiaomi", "Huawei"],
  tablet: ["iPad", "Galaxy Tab", "Lenovo Tab", "Fire HD"],
  stb: ["Kaon", "Arris", "Huawei EC", "Android TV Box"],
  tv: ["Samsung Tizen", "LG webOS", "Sony Bravia", "Hisense Vidaa", "Roku TV"],
  console: ["PlayStation", "Xbox", "Nintendo Switch"],
  watch: ["Apple Watch", "Galaxy Watch", "Wear OS"],
};
const ICONS: Record<ApaCategory, string> = {
  web: "globe",
  mobile: "smartphone",
  tablet: "tablet",
  stb: "router",
  tv: "tv",
  console: "gamepad",
  watch: "watch",
};
const EDITORS = ["lmartinez", "acastro", "jrojas", "mperez", "sgomez"];
const TYPES: readonly ApaType[] = ["translations", "metadata", "asset"];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What operators write when they publish, by content type (a release number is added to some). */
const COMMENTS: Record<ApaType, readonly string[]> = {
  translations: [
    "Actualización de textos en español",
    "Corrección de traducciones al portugués",
    "Textos nuevos del menú principal",
    "Ajuste de mensajes de error",
    "Traducciones de la nueva sección de música",
    "Revisión de textos legales",
    "Cambio de textos de la guía de canales",
  ],
  metadata: [
    "Nuevos metadatos de catálogo",
    "Ajuste de categorías y orden del carrusel",
    "Alta de canales en vivo",
    "Corrección de clasificaciones por edad",
    "Actualización de la configuración del reproductor",
    "Baja de contenidos vencidos",
  ],
  asset: [
    "Nuevos íconos de la guía",
    "Cambio de imágenes de portada",
    "Logos de temporada",
    "Fondos de pantalla de la promoción",
    "Imágenes en alta resolución para 4K",
    "Corrección de recortes de miniaturas",
  ],
};

export const deviceIdOf = (category: ApaCategory, n: number) => `${category}-${String(n).padStart(5, "0")}`;

/** Partitions, thousands of device documents (every device in aup and aup_legacy, half in aup_latam), history. */
export async function seedApa({ db, loader, now }: SeedContext): Promise<Record<string, number>> {
  const rng = createRng(20_261_123);
  // Comments from their own sequence: the devices, dates and publishers stay those of the main one.
  const notes = createRng(20_261_124);
  const comment = (type: ApaType) => {
    const text = notes.pick(COMMENTS[type]);
    return notes.chance(0.4) ? `${text} (v${notes.int(1, 4)}.${notes.int(0, 12)}.${notes.int(0, 9)})` : text;
  };
  await apaDb(db)
    .insertInto("apa_partitions")
    .values(SEED_PARTITIONS.map((partition) => ({ ...partition })))
    .execute();
  const documents = rowBuffer("apa_documents", [
    "device_id",
    "partition",
    "name",
    "category",
    "icon",
    "edition",
    "editor",
    "uat_publication",
    "uat_publisher",
    "prod_publication",
    "prod_publisher",
  ]);
  const history = rowBuffer("apa_history", [
    "device_id",
    "partition",
    "environment",
    "type",
    "comments",
    "public_date",
    "user",
    "appkey",
    "timestamp",
    "active",
    "bulk_job_id",
  ]);
  const counts = { documents: 0, history: 0 };
  await loader.bulk(["apa_documents", "apa_history"], async () => {
    for (const [category, total] of Object.entries(SEED_DEVICES) as [ApaCategory, number][]) {
      for (let n = 1; n <= total; n += 1) {
        const id = deviceIdOf(category, n);
        const name = `${rng.pick(BRANDS[category])} ${2018 + rng.int(0, 8)} #${n}`;
        for (const { partition, refuses_category } of SEED_PARTITIONS) {
          if (partition === "aup_latam" && n % 2 === 0) continue;
          const edited = now - rng.int(1, 120) * DAY;
          const editor = rng.pick(EDITORS);
          const published = (environment: ApaEnvironment, chance: number) => {
            if (refuses_category === category || !rng.chance(chance)) return [null, null] as const;
            // Within 20 days of the edit either way, and always in the past: a new publication is the newest.
            const at = rng.int(edited - 20 * DAY, Math.min(edited + 20 * DAY, now - HOUR));
            const user = rng.pick(EDITORS);
            const type = rng.pick(TYPES);
            history.add(
              id,
              partition,
              environment,
              type,
              comment(type),
              isoAt(at),
              user,
              APPKEY,
              at,
              1,
              null,
            );
            counts.history += 1;
            return [isoAt(at), user] as const;
          };
          const uat = published("uat", 0.6);
          const prod = published("prod", 0.35);
          documents.add(
            id,
            partition,
            name,
            category,
            ICONS[category],
            isoAt(edited),
            editor,
            ...uat,
            ...prod,
          );
          counts.documents += 1;
        }
      }
      await loader.write([documents.take(), history.take()]);
    }
  });
  return { apaDocuments: counts.documents, apaHistory: counts.history };
}
