import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { SeedContext } from "../seed/context.ts";
import { inBatches, seedAuthors } from "../seed/module-rows.ts";
import { SEED_NOW } from "../seed/reference-data.ts";
import { CREATION_TENANTS_KEY } from "./settings.ts";
import type { ProvidersTables } from "./tables.ts";

const VIDEO = [
  "Televisa",
  "Warner Bros",
  "Sony Pictures",
  "The Walt Disney Company",
  "Universal Pictures",
  "Paramount",
  "Lionsgate",
  "Azteca",
  "Caracol",
  "Globo",
  "Telemundo",
  "Videocine",
];
const MUSIC = [
  "Universal Music",
  "Sony Music",
  "Warner Music",
  "Fonovisa",
  "Ediciones Musicales Clave",
  "Altafonte",
  "The Orchard",
  "Believe",
  "ONErpm",
];
const PREFIXES = ["Distribuidora", "Estudio", "Producciones", "Contenidos", "Medios", "Sello"];
const PLACES = ["Andina", "del Pacífico", "Austral", "del Caribe", "Latina", "Norte", "Sur", "Central"];
const DAY = 86_400_000;

const codeOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .toUpperCase()
    .split(" ")
    .filter(Boolean)
    .map((word) => word.slice(0, 6))
    .join("_");

/** The catalogue's real studios and labels; the large scale adds regional distributors to each tenant. */
export async function seedProviders({
  db,
  rng,
  scale,
  staffEmails,
}: SeedContext): Promise<Record<string, number>> {
  const pdb = (db as Kysely<Database>).withTables<ProvidersTables>();
  await db.insertInto("settings").values({ key: CREATION_TENANTS_KEY, value: "video,music" }).execute();
  const users = seedAuthors(staffEmails, 20);
  const names: [string, string][] = [
    ...VIDEO.map((n): [string, string] => ["video", n]),
    ...MUSIC.map((n): [string, string] => ["music", n]),
  ];
  if (scale === "large")
    for (const tenant of ["video", "music"])
      for (const prefix of PREFIXES)
        for (const place of PLACES)
          for (let n = 1; n <= 4; n++) names.push([tenant, `${prefix} ${place} ${n}`]);
  const rows = names.map(([tenant_code, name]) => ({
    tenant_code,
    name,
    code: codeOf(name),
    public_date: new Date(SEED_NOW - rng.int(1, 900) * DAY).toISOString(),
    user: rng.pick(users),
  }));
  await inBatches(rows, (batch) => pdb.insertInto("providers").values(batch).execute());
  return { providers: rows.length };
}
