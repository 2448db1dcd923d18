import { CircleUser } from "lucide-react";
import { defineModule } from "../../commands/module";
import { profileCommands } from "./commands";
import { OWN_PROFILE } from "./kinds";

// The signed-in user's own profile (spec 1 §2): their data, their group/role table, the edit modal.
export const profile = defineModule({
  id: "profile",
  namespace: "profile",
  screens: [
    {
      kind: OWN_PROFILE,
      route: "/index/user_profile",
      requires: [],
      icon: CircleUser,
      keywords: ["perfil", "profile", "mi cuenta", "account"],
      load: () => import("./profile-pane").then((m) => m.ProfilePane),
    },
  ],
  commands: profileCommands,
});
