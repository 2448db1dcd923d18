import { can, type RuleHolder } from "../permissions/catalog";
import { paneKind } from "./kinds";
import { matchPath } from "./routes";

/** Route guard of spec 1 §5: viewing a screen needs the view privilege of (one of) its module(s). */
export function canOpenKind(user: RuleHolder | null | undefined, kindId: string): boolean {
  const kind = paneKind(kindId);
  if (!kind || !user) return false;
  return kind.modules.length === 0 || kind.modules.some((module) => can(user, module, "view"));
}

export type RouteCheck = "ok" | "denied" | "unknown";

/**
 * For the shell's navigation guard: "unknown" paths are not workspace screens (the not-found screen), "denied"
 * ones go to /index/main with the warning 'El usuario no tiene permisos en el módulo solicitado.'.
 */
export function checkRoute(path: string, user: RuleHolder | null | undefined): RouteCheck {
  const match = matchPath(path);
  if (!match) return "unknown";
  return canOpenKind(user, match.kind) ? "ok" : "denied";
}
