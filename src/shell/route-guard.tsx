import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { Redirect, useLocation } from "wouter";
import { session } from "../session/store";
import { checkRoute } from "../workspace/guard";
import { homeKind } from "../workspace/kinds";
import { NotFoundScreen } from "./not-found-screen";

/**
 * Signed-in routes are the modules' screens: an unknown path shows the not-found screen inside the console
 * (signed out, it still goes to /login, spec 1 §2), a denied one goes to the start screen with the warning
 * (spec 1 §6).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useSnapshot(session);
  const check = checkRoute(location, user);

  useEffect(() => {
    if (check === "denied") toast.warning(t("permissions.denied"));
  }, [check, t]);

  if (check === "unknown") return <NotFoundScreen path={location} />;
  if (check === "denied") return <Redirect to={homeKind()?.route ?? "/login"} replace />;
  return children;
}
