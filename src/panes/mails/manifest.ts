import { Mail } from "lucide-react";
import { defineModule } from "../../commands/module";
import { mailCommands } from "./commands";
import { MAILS } from "./kinds";
import { mailIdProvider } from "./lookup";

// Mail templates (spec 2 §2 /index/mails): list, create, edit, preview, send a test, publish, delete.
export const mails = defineModule({
  id: "mails",
  namespace: "mails",
  screens: [
    {
      kind: MAILS,
      route: "/index/mails",
      requires: ["mails"],
      icon: Mail,
      keywords: ["mails", "correos", "plantillas", "templates"],
      menu: { order: 22 },
      load: () => import("./mails-pane").then((m) => m.MailsPane),
    },
  ],
  commands: mailCommands,
  paletteProviders: [mailIdProvider],
});
