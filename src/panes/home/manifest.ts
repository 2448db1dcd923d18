import { House } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../../workspace/kinds";

// Home (/index/main): the start screen, with the screens this user may open.
export const home = defineModule({
  id: "home",
  namespace: "home",
  screens: [
    {
      kind: paneKindId("home.main"),
      route: "/index/main",
      requires: [],
      icon: House,
      keywords: ["inicio", "home", "principal", "main"],
      keys: "alt+shift+h",
      home: true,
      load: () => import("./home-pane").then((m) => m.HomePane),
    },
  ],
});
