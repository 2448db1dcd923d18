import { LayoutDashboard } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Dashboard home, embedded analytics (spec 2 §2): not built yet; its screen says so honestly.
export const dashboard = defineModule({
  id: "dashboard",
  namespace: "dashboard",
  screens: [
    {
      kind: paneKindId("dashboard.home"),
      route: "/index/dashboard",
      requires: ["dashboard"],
      icon: LayoutDashboard,
      keywords: ["dashboard", "tablero", "analítica", "analytics"],
      menu: { order: 40 },
    },
  ],
});
