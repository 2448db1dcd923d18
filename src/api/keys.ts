// Query keys of the shell's reference data and the logs screen (modules keep theirs beside their calls):
// every variable a call depends on is in its key (region and tenant included, so a
// region change can never show another region's cached data).
import { session } from "../session/store";

const scope = () => [session.region, session.tenant] as const;

export const keys = {
  base: {
    regions: () => ["base", "regions"] as const,
    tenants: () => ["base", "tenants"] as const,
    metadata: () => ["base", "metadata"] as const,
    legacyMenu: (username: string) => ["base", "legacyMenu", username] as const,
  },
  logs: { all: () => ["logs", ...scope()] as const },
};
