import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Toaster } from "sonner";
import { useSnapshot } from "valtio";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { queryClient } from "./api/query-client";
import { watchEarlyPaletteKey } from "./commands/early-palette-key";
import "./i18n";
import { LoginPage } from "./session/login-page";
import { LogoutPage } from "./session/logout-page";
import { RecoverPage } from "./session/recover-page";
import { session } from "./session/store";

// The signed-in console (modules, palette, workspace, table) loads after login: the first screen carries the
// session screens only, which keeps its JavaScript small (bench/README.md, first-screen budget). The routes
// are the modules' own, so the shell checks them once it is there (src/shell/route-guard.tsx).
const Shell = lazy(async () => ({ default: (await import("./shell/shell")).Shell }));

watchEarlyPaletteKey();

/** The start screen's route (spec 1 §2). */
const HOME = "/index/main";

function SignedInArea() {
  const [location] = useLocation();
  const { token, user } = useSnapshot(session);
  if (!token || !user) return <Redirect to="/login" replace />;
  if (location === "/") return <Redirect to={HOME} replace />;
  return (
    <Suspense fallback={null}>
      <Shell token={token} />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster position="top-right" richColors closeButton />
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
