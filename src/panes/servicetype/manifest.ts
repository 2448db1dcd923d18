import { TestTube } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Service type test (spec 2 §2): not built yet; its screen says so honestly.
export const servicetype = defineModule({
  id: "servicetype",
  namespace: "servicetype",
  screens: [
    {
      kind: paneKindId("servicetype.test"),
      route: "/index/servicetype",
      requires: ["servicetype"],
      icon: TestTube,
      keywords: ["tipo de servicio", "service type", "cobro", "charge", "prueba", "test"],
      menu: { order: 42 },
    },
  ],
});
