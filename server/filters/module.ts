import type { ServerModule } from "../platform/module.ts";
import { filtersMigration } from "./migrations/100-filters.ts";
import { filterRoutes } from "./routes.ts";
import { seedFilters } from "./seed.ts";

/** filtros (spec 2 §1–§9): the content catalogue, content filters, their criteria and publications. */
export const filtersModule: ServerModule = {
  name: "filters",
  routes: [filterRoutes],
  migrations: { "100-filters": filtersMigration },
  seed: async ({ db, loader, scale }) => {
    const { contents, filters } = await seedFilters(db, loader, scale);
    return { contents, filters };
  },
};
