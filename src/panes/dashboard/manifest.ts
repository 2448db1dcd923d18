import { LayoutDashboard } from "lucide-react";
import { defineModule } from "../../commands/module";
import { HOME } from "./kinds";

// Dashboard home (spec 2 §2): the embedded analytics page that dashboard/share names.
export const dashboard = defineModule({
  id: "dashboard",
  namespace: "dashboard",
  screens: [
    {
      kind: HOME,
      route: "/index/dashboard",
      requires: ["dashboard"],
      icon: LayoutDashboard,
      keywords: ["dashboard", "tablero", "analítica", "analytics"],
      menu: { order: 40 },
      load: () => import("./dashboard-home-pane").then((m) => m.DashboardHomePane),
    },
  ],
});
