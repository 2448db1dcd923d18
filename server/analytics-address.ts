import { ANALYTICS_SETTING } from "../src/contract/dashboard-results.ts";
import { httpsAddress, settingGiven } from "./https-setting.ts";

// The dashboard home's analytics page (spec 2 §2, §7). The address is a server setting, ADM_ANALYTICS_URL,
// unset by default: then the share call answers no address and the console says how to configure one. Once
// set, the share call answers it, /config.json names its host (analyticsHost) to the console, which frames
// nothing from any other host, and the security headers allow framing it.

/** Whether ADM_ANALYTICS_URL names an analytics page at all (valid or not). */
export function analyticsConfigured(setting: string | undefined = process.env[ANALYTICS_SETTING]): boolean {
  return settingGiven(setting);
}

/** The configured analytics address, or null when unset or not an https address without credentials. */
export function analyticsAddress(setting: string | undefined = process.env[ANALYTICS_SETTING]): URL | null {
  return httpsAddress(setting);
}
