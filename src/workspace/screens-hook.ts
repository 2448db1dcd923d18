import { paneKinds } from "./kinds";

declare global {
  interface Window {
    /**
     * For end-to-end tests driving the built app (the accessibility walk visits every screen a module
     * registered): the screens' kinds and routes. No data, no privileges.
     */
    __admScreens?: () => { kind: string; route: string }[];
  }
}

export function exposeScreensHook(): void {
  if (typeof window === "undefined") return;
  window.__admScreens = () => paneKinds().map((kind) => ({ kind: kind.id, route: kind.route }));
}
