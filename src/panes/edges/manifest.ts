import { MonitorPlay, Server, ServerCog, Smartphone, Users } from "lucide-react";
import { defineModule, type ScreenSpec } from "../../commands/module";
import type { EdgeArea } from "../../contract/dashboard";
import { AREA_SCREENS } from "./areas";
import { chartCommands } from "./chart-commands";
import { edgeCommands, userDevicesProvider } from "./commands";

// Edge dashboards (spec 2 §2): the same trio (edges, users, devices) for video, API and buffering edges,
// behind the dashboard permission (spec 1 §6). uPlot comes with the edge list's screen only.

type Trio = { area: EdgeArea; name: string; icon: typeof Server; order: number };

const TRIOS: readonly Trio[] = [
  { area: "video", name: "video edges", icon: MonitorPlay, order: 30 },
  { area: "api", name: "api edges", icon: ServerCog, order: 32 },
  { area: "buffer", name: "buffering edges", icon: Server, order: 34 },
];

const trio = ({ area, name, icon, order }: Trio): ScreenSpec[] => {
  const kinds = AREA_SCREENS[area];
  const path = `/dashboard/edge${area}`;
  return [
    {
      kind: kinds.edges,
      route: path,
      requires: ["dashboard"],
      icon,
      keywords: [name, "edge", "errores", "errors", "histograma", "histogram"],
      menu: { order, section: "edges" },
      load: () => import("./edges-pane").then((m) => m.EdgesPane),
    },
    {
      kind: kinds.users,
      route: `${path}/users`,
      requires: ["dashboard"],
      icon: Users,
      keywords: [name, "usuarios", "dispositivos", "users", "devices"],
      menu: { order: order + 1, section: "edges", indent: true, hint: true },
      load: () => import("./users-pane").then((m) => m.UsersPane),
    },
    {
      kind: kinds.devices,
      route: `${path}/devices`,
      requires: ["dashboard"],
      icon: Smartphone,
      load: () => import("./devices-pane").then((m) => m.DevicesPane),
    },
  ];
};

export const edges = defineModule({
  id: "edges",
  namespace: "edges",
  sections: [{ id: "edges", icon: Server }],
  screens: TRIOS.flatMap(trio),
  commands: [...edgeCommands, ...chartCommands],
  paletteProviders: [userDevicesProvider],
});
