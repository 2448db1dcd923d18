import { Truck } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Providers (spec 2 §2): not built yet; its screen says so honestly.
export const providers = defineModule({
  id: "providers",
  namespace: "providers",
  screens: [
    {
      kind: paneKindId("providers.list"),
      route: "/index/providers",
      requires: ["providers"],
      icon: Truck,
      keywords: ["proveedores", "providers"],
      menu: { order: 90 },
    },
  ],
});
