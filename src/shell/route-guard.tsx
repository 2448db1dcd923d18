import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { Redirect, useLocation } from "wouter";
import { session } from "../session/store";
import { checkRoute } from "../workspace/guard";
import { homeKind } from "../workspace/kinds";

/**
 * Signed-in routes are the modules' screens: unknown paths go to /login (spec 1 §2), denied ones to the start
 * screen with the warning (spec 1 §6).
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { user } = useSnapshot(session);
  const check = checkRoute(location, user);

  useEffect(() => {
    if (check === "denied") toast.warning(t("permissions.denied"));
  }, [check, t]);

  if (check === "unknown") return <Redirect to="/login" replace />;
  if (check === "denied") return <Redirect to={homeKind()?.route ?? "/login"} replace />;
  return children;
}
