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
  /** Region name sent as `region` on every call; empty before the first sign-in (then none is sent). */
  region: string;
  /** Tenant code sent as `tenant_code` on every call; empty before the first sign-in (then none is sent). */
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
  region: read<string>(STORAGE.region, ""),
  tenant: read<string>(STORAGE.tenant, ""),
});

subscribe(session, () => {
  for (const [field, key] of Object.entries(STORAGE)) {
    const value = session[field as keyof SessionState];
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  }
});

/** Sign-out forgets who was signed in and the region and tenant they chose: the next user starts from theirs. */
export function forgetStoredCredentials(): void {
  for (const key of Object.values(STORAGE)) localStorage.removeItem(key);
}
