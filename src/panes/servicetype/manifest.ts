import { TestTube } from "lucide-react";
import { defineModule } from "../../commands/module";
import { serviceTypeCommands } from "./commands";
import { SERVICE_TEST } from "./kinds";

// Service type test (spec 2 §2 /index/servicetype): a charge run and its outcome.
export const servicetype = defineModule({
  id: "servicetype",
  namespace: "servicetype",
  screens: [
    {
      kind: SERVICE_TEST,
      route: "/index/servicetype",
      requires: ["servicetype"],
      icon: TestTube,
      keywords: ["tipo de servicio", "service type", "cobro", "charge", "prueba", "test"],
      menu: { order: 42 },
      load: () => import("./servicetype-pane").then((m) => m.ServiceTypePane),
    },
  ],
  commands: serviceTypeCommands,
});
