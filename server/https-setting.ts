// An address a server setting names for the console to frame or hand over to (ADM_ANALYTICS_URL,
// ADM_LEGACY_URL): https only, without credentials.

/** Whether the setting names an address at all (valid or not). */
export function settingGiven(setting: string | undefined): boolean {
  return Boolean(setting?.trim());
}

/** The setting's address, or null when unset or not an https address without credentials. */
export function httpsAddress(setting: string | undefined): URL | null {
  if (!settingGiven(setting)) return null;
  try {
    const url = new URL(setting?.trim() ?? "");
    return url.protocol === "https:" && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
