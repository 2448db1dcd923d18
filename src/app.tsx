import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { queryClient } from "./api/query-client";
import "./i18n";
import { checkRoute } from "./panes/guard";
import { LoginPage } from "./session/login-page";
import { LogoutPage } from "./session/logout-page";
import { RecoverPage } from "./session/recover-page";
import { rememberReturnTo } from "./session/return-to";
import { session } from "./session/store";
import { AppToaster } from "./ui/toaster";

// The signed-in console (palette, workspace, table) loads after login: the first screen carries the session
// screens only, which keeps its JavaScript small (bench/README.md, first-screen budget).
const Shell = lazy(async () => ({ default: (await import("./shell/shell")).Shell }));

const HOME = "/index/main";

/** Signed-in routes: unknown paths go to /login (spec 1 §2), denied ones home with the warning (spec 1 §6). */
function SignedInArea() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const search = useSearch();
  const { token, user } = useSnapshot(session);
  const check = user ? checkRoute(location, user) : "unknown";

  useEffect(() => {
    if (check === "denied") toast.warning(t("permissions.denied"));
  }, [check, t]);

  if (!token || !user) {
    // A deep link opened signed out comes back after login (an idempotent write, safe during render).
    rememberReturnTo(search ? `${location}?${search}` : location);
    return <Redirect to="/login" replace />;
  }
  if (location === "/") return <Redirect to={HOME} replace />;
  if (check === "unknown") return <Redirect to="/login" replace />;
  if (check === "denied") return <Redirect to={HOME} replace />;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppToaster />
      <Switch>
        <Route path="/login" component={LoginPage} />
        <Route path="/recover" component={RecoverPage} />
        <Route path="/logout" component={LogoutPage} />
        <Route>
          <SignedInArea />
        </Route>
      </Switch>
    </QueryClientProvider>
  );
}
