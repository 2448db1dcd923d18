import { Component, FlaskConical } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Role demo area (spec 2 §2): not built yet; its screens say so honestly.
export const dummy = defineModule({
  id: "dummy",
  namespace: "dummy",
  screens: [
    {
      kind: paneKindId("dummy.demo"),
      route: "/index/dummy",
      requires: ["dummy"],
      icon: FlaskConical,
      keywords: ["dummy", "demo", "roles"],
      menu: { order: 20 },
    },
    {
      kind: paneKindId("dummy.components"),
      route: "/index/componentList",
      requires: ["dummy"],
      icon: Component,
      keywords: ["componentes", "components", "catálogo"],
      menu: { order: 21 },
    },
  ],
});
