import type { FilterStatus, FilterType, ItemType, Operator } from "../../src/contract/filters.ts";
import { AUDIT_COLUMNS } from "../db/tables/audit.ts";
import { type BulkLoader, rowBuffer } from "../seed/loader.ts";
import type { Rng } from "../seed/prng.ts";
import { SEED_NOW } from "../seed/reference-data.ts";
import type { Catalogue } from "./seed-catalogue.ts";
import { FILTER_FIXTURES as F, GENERATED_FILTER_FIRST_ID, MISSING_CONTENT_IDS } from "./seed-fixtures.ts";
import { CRITERIA, criterionId } from "./seed-reference.ts";
import * as W from "./seed-words.ts";
import type { Attribute } from "./tables.ts";

type Rule = { attribute: Attribute; operator: Operator; values: readonly string[] };
type FilterSeed = {
  id: number;
  name: string | null;
  type: FilterType;
  item: ItemType;
  status?: FilterStatus;
  region?: string;
  tenant?: string;
  contents?: readonly number[];
  rules?: readonly Rule[];
};

export type FilterScale = { generated: number; huge: readonly number[]; picksPerFilter: [number, number] };

const DAY = 86_400_000;
const MUSIC: readonly ItemType[] = ["T", "A"];
const STAFF = ["admin@adm.test", "operador@adm.test"];

function fixtures(catalogue: Catalogue, movies: number): FilterSeed[] {
  const { ids } = catalogue;
  return [
    {
      ...F.actionReleases,
      type: "A",
      item: "G",
      rules: [
        { attribute: "genre", operator: "OR", values: ["accion", "aventura"] },
        { attribute: "year", operator: "OR", values: ["2024", "2025", "2026"] },
      ],
    },
    { ...F.catalogueMovies, type: "M", item: "G", contents: ids.G.slice(0, movies) },
    { ...F.manualPicks, type: "M", item: "G", contents: ids.G.slice(0, F.manualPicks.contents) },
    {
      ...F.familySeries,
      type: "A",
      item: "S",
      rules: [
        { attribute: "rating", operator: "OR", values: ["AA", "A"] },
        { attribute: "genre", operator: "NOT", values: ["terror"] },
      ],
    },
    {
      ...F.latinMusic,
      type: "A",
      item: "T",
      tenant: "music",
      rules: [{ attribute: "genre", operator: "OR", values: ["latina", "regional_mexicana"] }],
    },
    {
      ...F.retired,
      type: "M",
      item: "G",
      contents: [...ids.G.slice(100, 100 + F.retired.contents), ...MISSING_CONTENT_IDS],
    },
    { ...F.unnamed, type: "M", item: "G", contents: ids.G.slice(40, 45) },
    { ...F.seasonDraft, type: "M", item: "M", status: "NOACT", contents: ids.M.slice(0, 30) },
    { ...F.allVideos, type: "M", item: "G", contents: ids.G },
    { ...F.albums, type: "M", item: "A", tenant: "music", contents: ids.A.slice(0, 60) },
    {
      ...F.talents,
      type: "A",
      item: "P",
      rules: [{ attribute: "genre", operator: "OR", values: ["drama", "comedia"] }],
    },
    { ...F.coverFilters, type: "M", item: "F", contents: ids.F.slice(0, 25) },
    {
      ...F.chileanCinema,
      type: "A",
      item: "G",
      region: "chile",
      rules: [{ attribute: "country", operator: "OR", values: ["chile"] }],
    },
  ];
}

/** k distinct ids: a random run for large k, scattered picks for small k. */
function sample(rng: Rng, list: readonly number[], k: number): number[] {
  if (k >= list.length) return [...list];
  if (k * 3 > list.length) {
    const start = rng.int(0, list.length - k);
    return list.slice(start, start + k);
  }
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(list[rng.int(0, list.length - 1)]);
  return [...chosen];
}

function generated(rng: Rng, catalogue: Catalogue, scale: FilterScale): FilterSeed[] {
  const seeds: FilterSeed[] = [];
  for (let i = 0; i < scale.generated; i += 1) {
    const item = rng.weighted<ItemType>([
      ["G", 40],
      ["S", 10],
      ["M", 10],
      ["T", 15],
      ["A", 10],
      ["P", 8],
      ["F", 7],
    ]);
    const type: FilterType = rng.chance(0.6) ? "M" : "A";
    const huge = scale.huge[seeds.filter((s) => s.contents && s.contents.length > 5_000).length];
    const size = type === "M" && item === "G" && huge ? huge : rng.int(...scale.picksPerFilter);
    const base = {
      id: GENERATED_FILTER_FIRST_ID + i,
      name: `${rng.pick(W.FILTER_TOPICS)} ${rng.pick(W.PLACES)} ${i + 1}`,
      type,
      item,
      status: (rng.chance(0.8) ? "ACT" : "NOACT") as FilterStatus,
      region: rng.weighted([
        ["mexico", 60],
        ["chile", 10],
        ["colombia", 10],
        ["argentina", 10],
        ["peru", 10],
      ]),
      tenant: MUSIC.includes(item) ? "music" : "video",
    };
    if (type === "M") seeds.push({ ...base, contents: sample(rng, catalogue.ids[item], size) });
    else seeds.push({ ...base, rules: randomRules(rng, item) });
  }
  return seeds;
}

function randomRules(rng: Rng, item: ItemType): Rule[] {
  const offered = CRITERIA.filter((c) => c.item_type === item && c.values.length > 0);
  const count = Math.min(offered.length, rng.int(1, 3));
  const rules: Rule[] = [];
  for (const criterion of sample(
    rng,
    offered.map((_, i) => i),
    count,
  ).map((i) => offered[i])) {
    const operator = rng.weighted<Operator>([
      ["OR", 70],
      ["NOT", 20],
      ["AND", 10],
    ]);
    const values = sample(
      rng,
      criterion.values.map((_, i) => i),
      operator === "AND" ? 1 : rng.int(1, 4),
    ).map((i) => criterion.values[i][0]);
    rules.push({ attribute: criterion.attribute, operator, values });
  }
  return rules;
}

/** The filter tables, for the loader's bulk(): written by seedFilterRows. */
export const FILTER_ROW_TABLES = ["filters", "filter_contents", "filter_criteria", "filter_criterion_values"];

/** Fixture and generated filters with their contents and criteria. */
export async function seedFilterRows(
  loader: BulkLoader,
  rng: Rng,
  catalogue: Catalogue,
  scale: FilterScale & { fixtureMovies: number },
): Promise<number> {
  const filters = rowBuffer("filters", [
    "filter_id",
    "name",
    "description",
    "type",
    "status",
    "item_type",
    "region",
    "tenant_code",
    "portada",
    ...AUDIT_COLUMNS,
  ]);
  const contents = rowBuffer("filter_contents", ["filter_id", "content_id", "type_code", "position"]);
  const criteria = rowBuffer("filter_criteria", ["filter_id", "criterio_id", "operator"]);
  const values = rowBuffer("filter_criterion_values", ["filter_id", "criterio_id", "value"]);
  const seeds = [...fixtures(catalogue, scale.fixtureMovies), ...generated(rng, catalogue, scale)];
  for (const seed of seeds) {
    const created = SEED_NOW - rng.int(60, 900) * DAY;
    const modified = created + rng.int(0, 50) * DAY;
    const status = seed.status ?? "ACT";
    const published = status === "ACT" && seed.name !== null && rng.chance(0.7);
    const user = rng.pick(STAFF);
    filters.add(
      seed.id,
      seed.name,
      seed.name ? `${seed.type === "M" ? "Selección" : "Reglas"} de ${seed.name.toLowerCase()}` : "",
      seed.type,
      status,
      seed.item,
      seed.region ?? "mexico",
      seed.tenant ?? "video",
      seed.contents?.[0] ? `https://img.adm.test/contents/${seed.contents[0]}/h.jpg` : null,
      new Date(created).toISOString(),
      user,
      new Date(modified).toISOString(),
      user,
      published ? new Date(modified + DAY).toISOString() : null,
      published ? user : null,
    );
  }
  for (const seed of seeds) {
    for (const [index, contentId] of (seed.contents ?? []).entries())
      contents.add(seed.id, contentId, seed.item, index + 1);
    for (const rule of seed.rules ?? []) {
      const criterio = criterionId(seed.item, rule.attribute);
      criteria.add(seed.id, criterio, rule.operator);
      for (const value of rule.values) values.add(seed.id, criterio, value);
    }
  }
  await loader.write([filters.take(), contents.take(), criteria.take(), values.take()]);
  return seeds.length;
}
