// Query keys of the shell's reference data and the logs screen (modules keep theirs beside their calls).
import { EVERY_SCOPE, queryKeysFactory } from "./query-keys";

const legacyMenu = queryKeysFactory("base", "legacyMenu");
const logs = queryKeysFactory("logs", "logs");

// The regions and tenants a user may choose do not depend on the current choice: keyed in EVERY_SCOPE, a
// region or tenant change does not ask for them again.
const regions = queryKeysFactory("base", "regions");
const tenants = queryKeysFactory("base", "tenants");
const metadata = queryKeysFactory("base", "metadata");

export const keys = {
  base: {
    regions: () => regions.lists(EVERY_SCOPE),
    tenants: () => tenants.lists(EVERY_SCOPE),
    metadata: () => metadata.lists(EVERY_SCOPE),
    legacyMenu: (username: string) => legacyMenu.detail(username),
  },
  logs: { all: () => logs.lists() },
};
