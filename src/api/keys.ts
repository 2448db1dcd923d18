// Query keys of the shell's reference data and the logs screen (modules keep theirs beside their calls).
import { queryKeysFactory } from "./query-keys";

const legacyMenu = queryKeysFactory("base", "legacyMenu");
const logs = queryKeysFactory("logs", "logs");

// The regions and tenants a user may choose do not depend on the current choice: keyed without the scope, a
// region or tenant change does not ask for them again.
const unscoped = { region: "*", tenant: "*" };
const regions = queryKeysFactory("base", "regions");
const tenants = queryKeysFactory("base", "tenants");
const metadata = queryKeysFactory("base", "metadata");

export const keys = {
  base: {
    regions: () => regions.lists(unscoped),
    tenants: () => tenants.lists(unscoped),
    metadata: () => metadata.lists(unscoped),
    legacyMenu: (username: string) => legacyMenu.detail(username),
  },
  logs: { all: () => logs.lists() },
};
