import { proxy, subscribe } from "valtio";
import type { Rule } from "../permissions/catalog";

export type Region = { region_id: number; name: string; title: string };
export type Tenant = { tenant_id: number; code: string };

export type SessionUser = {
  user_id: number;
  name: string;
  fullname: string;
  email: string;
  root: number;
  region: string | null;
  rules: Rule[];
  groups: { group_id: number; name: string; title: string; regions: Region[]; tenants: Tenant[] }[];
  regions: Region[];
  tenants: Tenant[];
};

export type SessionState = {
  token: string | null;
  user: SessionUser | null;
  /** Region name sent as `region` on every call. */
  region: string;
  /** Tenant code sent as `tenant_code` on every call. */
  tenant: string;
};

// Keys of the legacy console (spec 1 §3), kept so operators' stored choices survive the rebuild.
const STORAGE = { token: "token", user: "user", region: "region", tenant: "tenant_code" } as const;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export const session = proxy<SessionState>({
  token: read<string | null>(STORAGE.token, null),
  user: read<SessionUser | null>(STORAGE.user, null),
  region: read<string>(STORAGE.region, "mexico"),
  tenant: read<string>(STORAGE.tenant, "video"),
});

subscribe(session, () => {
  for (const [field, key] of Object.entries(STORAGE)) {
    const value = session[field as keyof SessionState];
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  }
});

export function forgetStoredCredentials(): void {
  localStorage.removeItem(STORAGE.token);
  localStorage.removeItem(STORAGE.user);
}
