import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { Redirect, useLocation } from "wouter";
import { missingPrivilegeText } from "../commands/missing-privilege";
import { session } from "../session/store";
import { checkRoute } from "../workspace/guard";
import { homeKind, paneKind } from "../workspace/kinds";
import { matchPath } from "../workspace/routes";
import { NotFoundScreen } from "./not-found-screen";

/**
 * Signed-in routes are the modules' screens: an unknown path shows the not-found screen inside the console
 * (signed out, it still goes to /login, spec 1 §2), a denied one goes to the start screen with the warning
 * (spec 1 §6), naming what the user lacks (a colleague's shared link says which privilege to ask for).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useSnapshot(session);
  const check = checkRoute(location, user);

  useEffect(() => {
    if (check !== "denied") return;
    const modules = paneKind(matchPath(location)?.kind ?? "")?.modules ?? [];
    const description = modules.length > 0 ? missingPrivilegeText(t, "view", modules) : undefined;
    toast.warning(t("permissions.denied"), { description });
  }, [check, t, location]);

  if (check === "unknown") return <NotFoundScreen path={location} />;
  if (check === "denied") return <Redirect to={homeKind()?.route ?? "/login"} replace />;
  return children;
}
