import { UserPen } from "lucide-react";
import type { AnyCommand } from "../../commands/types";
import { OWN_PROFILE } from "./kinds";

/** The dialogs a profile pane shows when asked (src/workspace/intents.ts). */
export type ProfileDialogRequest = { type: "ownProfile" };

const editOwn: AnyCommand = {
  id: "profile.editOwn",
  title: "profile.commands.editOwn",
  module: "profile",
  icon: UserPen,
  keywords: ["perfil", "profile", "editar", "edit", "contraseña", "password", "mi cuenta", "account"],
  keys: "e",
  pane: OWN_PROFILE,
  surfaces: ["palette", "toolbar"],
  run: (ctx) => ctx.openDialog({ type: "ownProfile" } satisfies ProfileDialogRequest),
};

export const profileCommands: readonly AnyCommand[] = [editOwn];
