import { defineErrors } from "./define-errors.ts";

// The saved workspaces module's codes. Another user's workspace reads as not found: its existence is not told.

export const workspaceErrors = defineErrors("workspaces", {
  workspace_not_found: {
    status: 404,
    es: "No existe ese espacio de trabajo entre los suyos.",
    en: "You have no such saved workspace.",
  },
  workspace_name_taken: {
    status: 409,
    es: "Ya tiene un espacio de trabajo con ese nombre.",
    en: "You already have a workspace with that name.",
  },
  workspace_limit_reached: {
    status: 409,
    es: "Ha llegado al máximo de espacios de trabajo guardados: elimine uno antes de guardar otro.",
    en: "You have reached the most saved workspaces allowed: delete one before saving another.",
  },
});
