import { aguCalls } from "../../src/contract/agu.ts";
import type { AuthUser } from "../context.ts";
import { GENERIC_REGION } from "../permissions.ts";
import { resolveScope } from "../platform/auth/middleware.ts";
import type { ServerModule } from "../platform/module.ts";
import { implement, reply } from "../platform/route.ts";
import { queryDirectory } from "./directory.ts";
import { aguDirectoryMigration } from "./migrations/410-agu-directory.ts";
import { seedNameKeys } from "./seed.ts";
import type { AguDb, AguTables } from "./tables.ts";

/**
 * The regions a directory page covers: the one asked for (which the operator must hold: else 401
 * wsgu_invalid_region, as for the request's own region), else every region they hold (null: all of them).
 */
function directoryRegions(user: AuthUser, asked: string | undefined): readonly string[] | null {
  if (asked) {
    resolveScope(user, { region: asked });
    return [asked];
  }
  const everywhere =
    user.root === 1 || user.groups.some((g) => g.regions.some((r) => r.name === GENERIC_REGION));
  return everywhere ? null : user.regions.map((r) => r.name);
}

const aguRoutes = implement(aguCalls, (deps) => {
  const db: AguDb = deps.db.withTables<AguTables>();
  return {
    listEndUsers: async ({ query: q }, c) => {
      const page = await queryDirectory(
        db,
        { ...q, regions: directoryRegions(c.var.user, q.user_region) },
        deps.clock(),
      );
      const { filteredCapped, ...counts } = page;
      const result = { draw: q.draw, ...counts };
      return filteredCapped ? reply(result, { filteredCapped: true }) : result;
    },
  };
});

/** AGU, end-user administration (module clients): the directory of the consumption module's end users. */
export const aguModule: ServerModule = {
  name: "agu",
  routes: [aguRoutes],
  migrations: { "410-agu-directory": aguDirectoryMigration },
  seed: async ({ db }) => ({ endUserNameKeys: await seedNameKeys(db) }),
};
