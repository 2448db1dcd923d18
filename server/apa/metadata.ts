import { APA_CATEGORIES, APA_ENVIRONMENTS, APA_TYPES, type ApaMetadata } from "../../src/contract/apa.ts";
import type { ApaDb } from "./tables.ts";

const CATEGORY_TITLES: Record<(typeof APA_CATEGORIES)[number], string> = {
  web: "Web",
  mobile: "Mobile",
  tablet: "Tablet",
  stb: "STB",
  tv: "TV",
  console: "Console",
  watch: "Watch",
};

/** Spec 2 §3, §9: web active by default; a UAT-only user is offered neither prod nor metadata (§6). */
export async function apaMetadata(db: ApaDb, uatOnly: boolean): Promise<ApaMetadata> {
  const partitions = await db.selectFrom("apa_partitions").selectAll().orderBy("position").execute();
  return {
    APA_CATEGORIES: APA_CATEGORIES.map((value) => ({
      value,
      title: CATEGORY_TITLES[value],
      active: value === "web",
    })),
    APA_PARTITIONS: partitions.map((p) => ({ value: p.partition, title: p.title, visible: p.visible === 1 })),
    APA_ENVIRONMENTS: APA_ENVIRONMENTS.filter((environment) => !uatOnly || environment === "uat"),
    APA_TYPES: APA_TYPES.filter((type) => !uatOnly || type !== "metadata"),
  };
}

/** Per partition, environment and type: how many publications and the last one's date. */
export async function listReleases(db: ApaDb, uatOnly: boolean) {
  let query = db
    .selectFrom("apa_history")
    .select((eb) => [
      "partition",
      "environment",
      "type",
      eb.fn.countAll<number>().as("count"),
      eb.fn.max("public_date").as("last"),
    ])
    .groupBy(["partition", "environment", "type"]);
  if (uatOnly) query = query.where("environment", "=", "uat").where("type", "!=", "metadata");
  const rows = await query.orderBy("partition").orderBy("environment").orderBy("type").execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
