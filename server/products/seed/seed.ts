import type { SeedContext } from "../../seed/context.ts";
import { createRng, type Rng } from "../../seed/prng.ts";
import { SEED_NOW } from "../../seed/reference-data.ts";
import { productsDb, type RateState } from "../domain/tables.ts";
import { FIXTURE_IDS, writeFixtures } from "./seed-fixtures.ts";
import { seedPlanFilters } from "./seed-plan-filters.ts";
import { type ReferenceSeed, seedProductReference } from "./seed-reference.ts";
import { CONTENT_TYPES, HUBCORP_TARGET } from "./seed-reference-data.ts";
import { CATALOGUE_TABLES, catalogueWriter } from "./seed-writer.ts";

// The catalogue's seed: reference data, the named fixtures of every state in both tenants, and generated
// families (5 plans each on average, 12 rates per published plan over the regions), at least 500 families,
// 2,500 plans and 25,000 rates at the large scale.

export const PRODUCT_SCALES = { small: { families: 16 }, large: { families: 540 } } as const;

const BRANDS = ["Estrenos", "Deportes", "Infantil", "Noticias", "Series", "Clasicos", "Musica", "Conciertos"];
const EDITIONS = ["Basico", "Estandar", "Premium", "Familiar", "Estudiante"];
const DAY = 86_400_000;
const RATES_PER_PLAN = 12;

const pickState = (rng: Rng): { state: RateState; active: boolean } =>
  rng.weighted<{ state: RateState; active: boolean }>([
    [{ state: "draft", active: true }, 10],
    [{ state: "uat", active: true }, 15],
    [{ state: "publish", active: true }, 65],
    [{ state: "publish", active: false }, 10],
  ]);

/** Generated families, plans and rates (after the fixtures), written through `writer`. */
export async function generateCatalogue(
  writer: Pick<ReturnType<typeof catalogueWriter>, "family" | "plan" | "rate">,
  ref: ReferenceSeed,
  families: number,
) {
  const rng = createRng(20_261_118);
  const ids = { ...FIXTURE_IDS };
  const regions = ref.regionIds.filter((id) => id !== ref.frozenRegionId);
  const counts = { plans: 0, rates: 0 };
  for (let f = 0; f < families; f++) {
    const tenant = f % 4 === 3 ? "music" : "video";
    const date = new Date(SEED_NOW - rng.int(5, 700) * DAY).toISOString();
    const user = rng.pick(["operador@adm.test", "admin@adm.test"]);
    const familyId = ++ids.families;
    const plansHere = rng.int(4, 6);
    const brand = `${rng.pick(BRANDS)} ${familyId}`;
    await writer.family({ id: familyId, tenant, name: brand, published: true, date, user });
    for (let p = 0; p < plansHere; p++) {
      const content = rng.pick(CONTENT_TYPES);
      const planId = ++ids.plans;
      const name = `${brand} ${EDITIONS[p % EDITIONS.length]} ${planId}`;
      const published = rng.chance(0.85);
      await writer.plan({
        id: planId,
        familyId,
        tenant,
        name,
        type: content.type_id,
        contentType: content.code,
        state: published ? "published" : "draft",
        date,
        user,
      });
      counts.plans++;
      if (!published) continue;
      const start = rng.int(0, regions.length - 1);
      for (let r = 0; r < RATES_PER_PLAN; r++) {
        const regionId = regions[(start + r) % regions.length];
        const offers = ref.offers.get(`${regionId}:${tenant}`) ?? [];
        const lines = offers.filter(() => rng.chance(0.4)).slice(0, 6);
        const hubcorp = rng.chance(0.03);
        await writer.rate({
          id: ++ids.rates,
          planId,
          planName: name,
          tenant,
          regionId,
          ...pickState(rng),
          hubcorp,
          targets: hubcorp ? [HUBCORP_TARGET] : [1 + (r % 5)],
          lines: lines.length > 0 ? lines : offers.slice(0, 1),
          date,
          user,
        });
        counts.rates++;
      }
    }
  }
  return { families, ...counts };
}

export async function seedProducts({ db, loader, scale }: SeedContext): Promise<Record<string, number>> {
  const pdb = productsDb(db);
  const ref = await seedProductReference(pdb);
  const writer = catalogueWriter(loader);
  let report = { families: 0, plans: 0, rates: 0 };
  await loader.bulk(CATALOGUE_TABLES, async () => {
    await writeFixtures(writer, ref);
    report = await generateCatalogue(writer, ref, PRODUCT_SCALES[scale].families);
    await writer.flush();
  });
  const planFilters = await seedPlanFilters(pdb);
  return {
    product_families: report.families + FIXTURE_IDS.families,
    product_plans: report.plans + FIXTURE_IDS.plans,
    product_rates: report.rates + FIXTURE_IDS.rates,
    product_rate_payments: writer.payments(),
    product_plan_filters: planFilters,
  };
}
