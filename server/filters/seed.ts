import type { Db } from "../db/database.ts";
import type { Scale } from "../seed/context.ts";
import type { BulkLoader } from "../seed/loader.ts";
import { createRng } from "../seed/prng.ts";
import { CATALOGUE_TABLES, type Catalogue, type CatalogueSize, seedCatalogue } from "./seed-catalogue.ts";
import { FILTER_ROW_TABLES, type FilterScale, seedFilterRows } from "./seed-filters.ts";
import { CRITERIA } from "./seed-reference.ts";
import { filtersDb } from "./tables.ts";

// The content-filter module's seed: criteria, the content catalogue (every type code, at least 200,000
// contents at the large scale) and filters of both types, some manual ones holding tens of thousands.

export const FILTER_SCALES: Record<
  Scale,
  { catalogue: CatalogueSize; filters: FilterScale & { fixtureMovies: number } }
> = {
  small: {
    catalogue: { movies: 1_500, series: 60, albums: 120, talents: 300, filters: 150 },
    filters: { generated: 40, huge: [], picksPerFilter: [5, 120], fixtureMovies: 800 },
  },
  large: {
    catalogue: { movies: 40_000, series: 2_500, albums: 6_000, talents: 15_000, filters: 8_000 },
    filters: {
      generated: 400,
      huge: [12_000, 25_000, 40_000],
      picksPerFilter: [10, 400],
      fixtureMovies: 30_000,
    },
  },
};

export type FilterSeedReport = { contents: number; filters: number };

export async function seedFilters(shared: Db, loader: BulkLoader, scale: Scale): Promise<FilterSeedReport> {
  const db = filtersDb(shared);
  // Its own sequence, so the other seeds' rows do not change when this one does.
  const rng = createRng(20_260_215);
  const size = FILTER_SCALES[scale];
  for (const { values, ...criterion } of CRITERIA) {
    await db.insertInto("criteria").values(criterion).execute();
    if (values.length > 0) {
      await db
        .insertInto("criterion_values")
        .values(values.map(([value, name]) => ({ criterio_id: criterion.criterio_id, value, name })))
        .execute();
    }
  }
  let catalogue: Catalogue | undefined;
  let filters = 0;
  // Through the seed's loader (multi-row INSERTs on SQLite, COPY on PostgreSQL), indexes rebuilt once.
  await loader.bulk([...CATALOGUE_TABLES, ...FILTER_ROW_TABLES], async () => {
    catalogue = await seedCatalogue(loader, rng, size.catalogue);
    filters = await seedFilterRows(loader, rng, catalogue, size.filters);
  });
  if (!catalogue) throw new Error("seedFilters: the catalogue was not written");
  const contents = Object.values(catalogue.counts).reduce((sum, n) => sum + n, 0);
  return { contents, filters };
}
