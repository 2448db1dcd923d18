// Query keys of the shell's reference data and the logs screen (modules keep theirs beside their calls).
import { queryKeysFactory } from "./query-keys";

const regions = queryKeysFactory("base", "regions");
const tenants = queryKeysFactory("base", "tenants");
const legacyMenu = queryKeysFactory("base", "legacyMenu");
const logs = queryKeysFactory("logs", "logs");

export const keys = {
  base: {
    regions: () => regions.lists(),
    tenants: () => tenants.lists(),
    legacyMenu: (username: string) => legacyMenu.detail(username),
  },
  logs: { all: () => logs.lists() },
};
