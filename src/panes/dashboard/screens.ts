import { lazyPane } from "../lazy-pane";

// The dashboard module's screens, loaded on first use (uPlot comes with the edge list only).
export const edgesScreen = lazyPane(
  () => import("./edges-pane"),
  (m) => m.EdgesPane,
);
export const usersScreen = lazyPane(
  () => import("./users-pane"),
  (m) => m.UsersPane,
);
export const devicesScreen = lazyPane(
  () => import("./devices-pane"),
  (m) => m.DevicesPane,
);
export const homeScreen = lazyPane(
  () => import("./dashboard-home-pane"),
  (m) => m.DashboardHomePane,
);
