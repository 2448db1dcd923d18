import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useSnapshot } from "valtio";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { queryClient } from "./api/query-client";
import { watchEarlyPaletteKey } from "./commands/early-palette-key";
import { formatKeysText } from "./commands/keys";
import { useCommandKeys } from "./commands/user-keys";
import { loadConsoleTexts } from "./i18n";
import { HOME_PATH, isV9User, v9Landing } from "./session/landing";
import { LoginPage } from "./session/login-page";
import { LogoutPage } from "./session/logout-page";
import { RecoverPage } from "./session/recover-page";
import { rememberReturnTo } from "./session/return-to";
import { session } from "./session/store";
import { asksForHandover, isV9LoginPending } from "./session/v9-login";
import { V9LoginPage } from "./session/v9-login-page";
import { AppToaster } from "./ui/toaster";

// The signed-in console (modules, palette, workspace, table) loads after login: the first screen carries the
// session screens only, which keeps its JavaScript small (bench/README.md, first-screen budget). The routes
// are the modules' own, so the shell checks them once it is there (src/shell/route-guard.tsx). Every module's
// texts come with it: the palette and the side menu list every module's commands from the first frame.
const Shell = lazy(async () => {
  const [{ Shell }] = await Promise.all([import("./shell/shell"), loadConsoleTexts()]);
  return { default: Shell };
});

watchEarlyPaletteKey();

/**
 * Whether a URL shows a module's screen, for the return after sign-in: the modules come with the signed-in
 * console's code, which a sign-in loads next anyway.
 */
async function knowsScreen(url: string): Promise<boolean> {
  const [{ matchPath }] = await Promise.all([import("./workspace/routes"), import("./shell/modules")]);
  return matchPath(url.split(/[?#]/)[0]) !== null;
}

/**
 * The home workspace the user saved, when it still shows a screen: sign-in lands there instead of the default
 * screen. Not reading it (a failure) leaves the default landing.
 */
async function homeWorkspace(): Promise<string | null> {
  try {
    const { fetchWorkspaces } = await import("./api/workspaces");
    const home = (await fetchWorkspaces()).find((workspace) => workspace.is_home)?.url;
    return home && (await knowsScreen(home)) ? home : null;
  } catch {
    return null;
  }
}

/** /index/main also holds the v9 login variant (user, pass) and the hand-over to the legacy admin (v9). */
function SignedInArea() {
  const [location] = useLocation();
  const search = useSearch();
  const { token, user } = useSnapshot(session);
  if (isV9LoginPending()) return <V9LoginPage homeWorkspace={homeWorkspace} />;
  if (!token || !user) {
    // A deep link opened signed out comes back after login (an idempotent write, safe during render).
    rememberReturnTo(search ? `${location}?${search}` : location);
    return <Redirect to="/login" replace />;
  }
  if (location === "/") return <Redirect to={HOME_PATH} replace />;
  if (location === HOME_PATH && asksForHandover(search))
    return <Redirect to={isV9User(user) ? v9Landing() : HOME_PATH} replace />;
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}

export function App() {
  const notificationKeys = useCommandKeys("general.focusNotifications");
  return (
    <QueryClientProvider client={queryClient}>
      <AppToaster keys={notificationKeys && formatKeysText(notificationKeys)} />
      <Switch>
        <Route path="/login">
          <LoginPage knowsScreen={knowsScreen} homeWorkspace={homeWorkspace} />
        </Route>
        <Route path="/recover" component={RecoverPage} />
        <Route path="/logout" component={LogoutPage} />
        <Route>
          <SignedInArea />
        </Route>
      </Switch>
    </QueryClientProvider>
  );
}
