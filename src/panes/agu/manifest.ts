import { UserCog } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// AGU end-user management (spec 1 §2, module clients): not built yet; its screen says so honestly.
export const agu = defineModule({
  id: "agu",
  namespace: "agu",
  screens: [
    {
      kind: paneKindId("agu.users"),
      route: "/index/gestion_usuarios",
      requires: ["clients"],
      icon: UserCog,
      keywords: ["agu", "usuarios finales", "end users", "clientes", "clients"],
      menu: { order: 43 },
    },
  ],
});
