import { devicesScreen, edgesScreen, homeScreen, usersScreen } from "./dashboard/screens";
import { lazyPane } from "./lazy-pane";
import { NotAvailablePane } from "./not-available";
import type { PaneKind } from "./types";

// Every screen of the console is a pane kind. Routes are those of the specs (spec 1 §2; spec 2 §2 for edges,
// open signals and APA; spec 3 §2 for products) so operators' bookmarks of the legacy console keep working.
// A module replaces `NotAvailablePane` by its screen with one line: `component: lazyPane(() => import(...), ...)`.

const title = (id: string) => `workspace.kinds.${id}`;

function kind(
  id: string,
  route: string,
  modules: PaneKind["modules"],
  component: PaneKind["component"] = NotAvailablePane,
): PaneKind {
  return { id, title: title(id), route, modules, component };
}

export const PANE_KINDS: readonly PaneKind[] = [
  kind(
    "home.main",
    "/index/main",
    [],
    lazyPane(
      () => import("./home/home-pane"),
      (m) => m.HomePane,
    ),
  ),
  kind(
    "profile.own",
    "/index/user_profile",
    [],
    lazyPane(
      () => import("./profile/profile-pane"),
      (m) => m.ProfilePane,
    ),
  ),
  kind(
    "system.users",
    "/system/users",
    ["user"],
    lazyPane(
      () => import("./system/users/users-pane"),
      (m) => m.UsersPane,
    ),
  ),
  kind(
    "system.groups",
    "/system/groups",
    ["groups"],
    lazyPane(
      () => import("./system/groups/groups-pane"),
      (m) => m.GroupsPane,
    ),
  ),
  kind(
    "system.roles",
    "/system/roles",
    ["roles"],
    lazyPane(
      () => import("./system/roles/roles-pane"),
      (m) => m.RolesPane,
    ),
  ),
  kind(
    "system.logs",
    "/system/logs",
    ["logs"],
    lazyPane(
      () => import("./logs/logs-pane"),
      (m) => m.LogsPane,
    ),
  ),
  kind(
    "system.modules",
    "/system/modules",
    ["modules"],
    lazyPane(
      () => import("./system/modules/modules-pane"),
      (m) => m.ModulesPane,
    ),
  ),
  kind("dummy.demo", "/index/dummy", ["dummy"]),
  kind("dummy.components", "/index/componentList", ["dummy"]),
  kind("mails.list", "/index/mails", ["mails"]),
  kind("edges.video", "/dashboard/edgevideo", ["dashboard"], edgesScreen),
  kind("edges.videoUsers", "/dashboard/edgevideo/users", ["dashboard"], usersScreen),
  kind("edges.videoDevices", "/dashboard/edgevideo/devices", ["dashboard"], devicesScreen),
  kind("edges.api", "/dashboard/edgeapi", ["dashboard"], edgesScreen),
  kind("edges.apiUsers", "/dashboard/edgeapi/users", ["dashboard"], usersScreen),
  kind("edges.apiDevices", "/dashboard/edgeapi/devices", ["dashboard"], devicesScreen),
  kind("edges.buffer", "/dashboard/edgebuffer", ["dashboard"], edgesScreen),
  kind("edges.bufferUsers", "/dashboard/edgebuffer/users", ["dashboard"], usersScreen),
  kind("edges.bufferDevices", "/dashboard/edgebuffer/devices", ["dashboard"], devicesScreen),
  kind("dashboard.home", "/index/dashboard", ["dashboard"], homeScreen),
  kind(
    "consumption.lookup",
    "/index/consulta_consumo",
    ["consulta_consumo"],
    lazyPane(
      () => import("./consumption/consumption-pane"),
      (m) => m.ConsumptionPane,
    ),
  ),
  kind("serviceType.test", "/index/servicetype", ["servicetype"]),
  kind("agu.users", "/index/gestion_usuarios", ["clients"]),
  kind("products.list", "/products/productList", ["products"]),
  kind("products.promotions", "/products/promotionList", ["products"]),
  kind("filters.list", "/index/filtros", ["filtros"]),
  // APA (spec 2 §6): admapa is full access, apauat a UAT-only user, apa the module name of spec 1 §6's map.
  // Any of them opens both screens; the screens themselves restrict what a UAT-only user may do.
  kind("apa.publications", "/apa/configurationList", ["admapa", "apauat", "apa"]),
  kind("apa.history", "/apa/historicList", ["admapa", "apauat", "apa"]),
  kind("signals.list", "/sign/signList", ["ostream"]),
  kind("providers.list", "/index/providers", ["providers"]),
  kind(
    "legacy.admin",
    "/index/v9",
    ["adminv9"],
    lazyPane(
      () => import("./legacy/legacy-pane"),
      (m) => m.LegacyPane,
    ),
  ),
];

const byId = new Map(PANE_KINDS.map((entry) => [entry.id, entry]));

export function paneKind(id: string): PaneKind | undefined {
  return byId.get(id);
}

export const HOME_KIND = "home.main";
