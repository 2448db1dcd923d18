import { Truck } from "lucide-react";
import { defineModule } from "../../commands/module";
import { providerCommands } from "./commands";
import { PROVIDERS } from "./kinds";

// Providers (spec 2 §2 /index/providers): the tenant's providers and 'New Provider'.
export const providers = defineModule({
  id: "providers",
  namespace: "providers",
  screens: [
    {
      kind: PROVIDERS,
      route: "/index/providers",
      requires: ["providers"],
      icon: Truck,
      keywords: ["proveedores", "providers"],
      menu: { order: 90 },
      load: () => import("./providers-pane").then((m) => m.ProvidersPane),
    },
  ],
  commands: providerCommands,
});
