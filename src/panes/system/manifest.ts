import {
  Boxes,
  EyeOff,
  LockKeyhole,
  ScrollText,
  Settings,
  ShieldCheck,
  Users,
  UsersRound,
} from "lucide-react";
import { defineModule } from "../../commands/module";
import { systemCommands } from "./commands";
import { GROUPS, LOCKED_USERS, LOGS, MODULES, PERSONAL_DATA, ROLES, USERS } from "./kinds";

// System administration (spec 1 §2): users, groups, roles, the audit log and modules, under "Sistema".
export const system = defineModule({
  id: "system",
  namespace: "system",
  sections: [{ id: "system", icon: Settings, needs: ["user", "logs"] }],
  screens: [
    {
      kind: USERS,
      route: "/system/users",
      requires: ["user"],
      icon: Users,
      keywords: ["usuarios", "users", "sistema", "system"],
      menu: { order: 10, section: "system" },
      load: () => import("./users/users-pane").then((m) => m.UsersPane),
    },
    {
      kind: LOCKED_USERS,
      route: "/system/users/locked",
      requires: ["user"],
      icon: LockKeyhole,
      keywords: ["bloqueadas", "bloqueo", "locked", "lockout", "cuentas", "accounts", "intentos"],
      // Not in the side menu (spec 1 §6 fixes it): the palette opens it, "Ir a Cuentas bloqueadas".
      load: () => import("./users/locked-users-pane").then((m) => m.LockedUsersPane),
    },
    {
      kind: GROUPS,
      route: "/system/groups",
      requires: ["groups"],
      icon: UsersRound,
      keywords: ["grupos", "groups", "sistema", "system"],
      menu: { order: 11, section: "system" },
      load: () => import("./groups/groups-pane").then((m) => m.GroupsPane),
    },
    {
      kind: ROLES,
      route: "/system/roles",
      requires: ["roles"],
      icon: ShieldCheck,
      keywords: ["roles", "perfiles", "profiles", "privilegios", "privileges"],
      menu: { order: 12, section: "system" },
      load: () => import("./roles/roles-pane").then((m) => m.RolesPane),
    },
    {
      kind: LOGS,
      route: "/system/logs",
      requires: ["logs"],
      icon: ScrollText,
      keywords: ["logs", "bitácora", "registros", "auditoría", "audit"],
      menu: { order: 13, section: "system" },
      load: () => import("./logs/logs-pane").then((m) => m.LogsPane),
    },
    {
      kind: MODULES,
      route: "/system/modules",
      requires: ["modules"],
      icon: Boxes,
      keywords: ["módulos", "modules", "sistema", "system"],
      menu: { order: 14, section: "system" },
      load: () => import("./modules/modules-pane").then((m) => m.ModulesPane),
    },
    {
      // Each personal-data module's policy (issue 32 item 2); saving it needs modules/edit, as the call does.
      kind: PERSONAL_DATA,
      route: "/system/personal-data",
      requires: ["modules"],
      icon: EyeOff,
      keywords: [
        "datos personales",
        "personal data",
        "privacidad",
        "privacy",
        "revelar",
        "reveal",
        "exportación",
      ],
      menu: { order: 15, section: "system" },
      load: () => import("./privacy/personal-data-pane").then((m) => m.PersonalDataPane),
    },
  ],
  commands: systemCommands,
});
