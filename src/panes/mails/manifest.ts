import { Mail } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Mails (spec 2 §2): not built yet; its screen says so honestly.
export const mails = defineModule({
  id: "mails",
  namespace: "mails",
  screens: [
    {
      kind: paneKindId("mails.list"),
      route: "/index/mails",
      requires: ["mails"],
      icon: Mail,
      keywords: ["mails", "correos", "plantillas", "templates"],
      menu: { order: 22 },
    },
  ],
});
