import { UserCog } from "lucide-react";
import { defineModule } from "../../commands/module";
import { aguCommands } from "./commands";
import { DIRECTORY } from "./kinds";

// AGU end-user administration (spec 1 §2, module clients): the directory of the end users, searched by
// e-mail, name, phone or user hash and filtered by region; a row opens its consumption.
export const agu = defineModule({
  id: "agu",
  namespace: "agu",
  screens: [
    {
      kind: DIRECTORY,
      route: "/index/gestion_usuarios",
      requires: ["clients"],
      icon: UserCog,
      keywords: ["agu", "usuarios finales", "end users", "clientes", "clients", "directorio", "directory"],
      menu: { order: 43 },
      load: () => import("./directory-pane").then((m) => m.DirectoryPane),
    },
  ],
  commands: aguCommands,
});
