import type { GroupRow } from "../../../api/groups";
import type { ModuleRow } from "../../../api/modules";
import type { RoleRow } from "../../../api/roles";
import type { UserRow } from "../../../api/users";

export type FormMode = "create" | "edit" | "duplicate";

/** The modals a system pane shows when its commands ask (src/workspace/intents.ts). */
export type SystemDialog =
  | { type: "user"; mode: FormMode; row?: UserRow }
  | { type: "group"; mode: FormMode; row?: GroupRow }
  | { type: "role"; mode: FormMode; row?: RoleRow }
  | { type: "module"; mode: FormMode; row?: ModuleRow };
