/**
 * Where the /services contract lives. The serving host answers /config.json (ADM_SERVICES_URL on the reference
 * server), so one build can be pointed at another server speaking the same contract.
 */
let servicesBase = "/services";
/** The only host the dashboard home may frame (spec 2 §2); none until the serving host names one. */
let analyticsHost = "";
/** The legacy admin's home page a v9 user is handed over to (spec 1 §4); none until the serving host names one. */
let legacyUrl = "";
/** Spec 1 §4's sign-in link (/index/main?user=&pass=): off unless the serving host enables it. */
let signInLink = false;

export async function loadApiConfig(): Promise<void> {
  try {
    const response = await fetch("/config.json", { cache: "no-store" });
    if (!response.ok) return;
    const config = (await response.json()) as {
      servicesBase?: string;
      analyticsHost?: string;
      legacyUrl?: string;
      signInLink?: boolean;
    };
    if (config.servicesBase) servicesBase = config.servicesBase.replace(/\/$/, "");
    analyticsHost = config.analyticsHost?.toLowerCase() ?? "";
    legacyUrl = config.legacyUrl ?? "";
    signInLink = config.signInLink === true;
  } catch {
    // No config served (e.g. a static host): the same-origin default stands.
  }
}

export function getServicesBase(): string {
  return servicesBase;
}

export function getAnalyticsHost(): string {
  return analyticsHost;
}

export function getLegacyUrl(): string {
  return legacyUrl;
}

export function isSignInLinkEnabled(): boolean {
  return signInLink;
}
