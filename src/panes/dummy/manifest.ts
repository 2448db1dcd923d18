import { Component, FlaskConical } from "lucide-react";
import { defineModule } from "../../commands/module";
import { dummyCommands } from "./commands";
import { COMPONENTS, DEMO } from "./kinds";

// Module dummy: the role demo area (spec 2 §2: demo roles and the sample artist table) and the component
// showcase (spec 1 §1).
export const dummy = defineModule({
  id: "dummy",
  namespace: "dummy",
  screens: [
    {
      kind: DEMO,
      route: "/index/dummy",
      requires: ["dummy"],
      icon: FlaskConical,
      keywords: ["dummy", "demo", "roles", "artistas", "artists"],
      menu: { order: 20 },
      load: () => import("./roles/roles-pane").then((m) => m.DemoPane),
    },
    {
      kind: COMPONENTS,
      route: "/index/componentList",
      requires: ["dummy"],
      icon: Component,
      keywords: ["componentes", "components", "catálogo"],
      menu: { order: 21 },
      load: () => import("./components/components-pane").then((m) => m.ComponentsPane),
    },
  ],
  commands: dummyCommands,
});
