import { MonitorPlay, Server, ServerCog, Smartphone, Users } from "lucide-react";
import { defineModule, type ScreenSpec } from "../../commands/module";
import { paneKindId } from "../kinds";

// Edge dashboards (spec 2 §2): the same trio (edges, users, devices) for video, API and buffering edges,
// behind the dashboard permission. Not built yet; its screens say so honestly.

type Trio = {
  noun: "video" | "api" | "buffer";
  path: string;
  name: string;
  icon: typeof Server;
  order: number;
};

const TRIOS: readonly Trio[] = [
  { noun: "video", path: "edgevideo", name: "video edges", icon: MonitorPlay, order: 30 },
  { noun: "api", path: "edgeapi", name: "api edges", icon: ServerCog, order: 32 },
  { noun: "buffer", path: "edgebuffer", name: "buffering edges", icon: Server, order: 34 },
];

const trio = ({ noun, path, name, icon, order }: Trio): ScreenSpec[] => [
  {
    kind: paneKindId(`edges.${noun}`),
    route: `/dashboard/${path}`,
    requires: ["dashboard"],
    icon,
    keywords: [name, "edge", "errores", "errors"],
    menu: { order, section: "edges" },
  },
  {
    kind: paneKindId(`edges.${noun}Users`),
    route: `/dashboard/${path}/users`,
    requires: ["dashboard"],
    icon: Users,
    keywords: [name, "usuarios", "dispositivos", "users", "devices"],
    menu: { order: order + 1, section: "edges", indent: true, hint: true },
  },
  {
    kind: paneKindId(`edges.${noun}Devices`),
    route: `/dashboard/${path}/devices`,
    requires: ["dashboard"],
    icon: Smartphone,
  },
];

export const edges = defineModule({
  id: "edges",
  namespace: "edges",
  sections: [{ id: "edges", icon: Server }],
  screens: TRIOS.flatMap(trio),
});
