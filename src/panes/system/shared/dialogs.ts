import type { GroupRow } from "../../../api/groups";
import type { ModuleRow } from "../../../api/modules";
import type { RoleRow } from "../../../api/roles";
import type { UserRow } from "../../../api/users";

export type FormMode = "create" | "edit" | "duplicate";

/** A row's modal shown to a user who may only view it ("Ver usuario"): the edit form, read-only. */
type Viewed = { readOnly?: boolean };

/** The modals a system pane shows when its commands ask (src/workspace/intents.ts). */
export type SystemDialog = Viewed &
  (
    | { type: "user"; mode: FormMode; row?: UserRow }
    | { type: "group"; mode: FormMode; row?: GroupRow }
    | { type: "role"; mode: FormMode; row?: RoleRow }
    | { type: "module"; mode: FormMode; row?: ModuleRow }
  );

/** The i18n key's last part of a modal's title: its mode, or "view" when it is shown read-only. */
export const titleOf = (mode: FormMode, readOnly = false) => (readOnly ? "view" : mode);
