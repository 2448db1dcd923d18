import { aguCalls } from "../../src/contract/agu.ts";
import type { AuthUser } from "../context.ts";
import { GENERIC_REGION } from "../permissions.ts";
import { resolveScope } from "../platform/auth/middleware.ts";
import type { ServerModule } from "../platform/module.ts";
import { personalData } from "../platform/personal-data.ts";
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
      const { filteredCapped, data, ...counts } = page;
      // Searching matched the whole values; what is sent is masked without the "personal" privilege.
      const pd = personalData(c, "clients");
      const shown = pd.masked
        ? data.map((row) => ({
            ...row,
            email: pd.email(row.email),
            name: pd.name(row.name),
            phone_telmex: pd.phone(row.phone_telmex),
            phone_telcel: pd.phone(row.phone_telcel),
          }))
        : data;
      const result = { draw: q.draw, ...counts, data: shown };
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
