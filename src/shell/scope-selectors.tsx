import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { regionsQuery, tenantsQuery } from "../api/base";
import { regionChoices, tenantChoices } from "../permissions/choices";
import { setScope, tenantLabel } from "../session/scope";
import { type Region, type SessionUser, session, type Tenant } from "../session/store";
import { cn } from "../ui/cn";
import { NativeSelect } from "../ui/native-select";

/** The current value first when the list lacks it (still loading): a selector never shows blank. */
function withCurrent<T>(options: T[], current: T | undefined, same: (a: T) => boolean): T[] {
  return current && !options.some(same) ? [current, ...options] : options;
}

/**
 * Region and tenant pickers (spec 1 §4): the choice is stored, then the current screen reloads — every query
 * key carries region and tenant, and the workspace remounts on change (see Shell). Until the full lists load,
 * the user's own regions and tenants (from the session) fill them.
 */
export function ScopeSelectors({ className }: { className?: string }) {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const regions = useQuery(regionsQuery());
  const tenants = useQuery(tenantsQuery());
  if (!snap.user) return null;
  const user = snap.user as SessionUser;

  const regionOptions = withCurrent<Region>(
    regionChoices(user, regions.data ?? user.regions),
    user.regions.find((region) => region.name === snap.region) ?? {
      region_id: -1,
      name: snap.region,
      title: snap.region,
    },
    (region) => region.name === snap.region,
  );
  const tenantOptions = withCurrent<Tenant>(
    tenantChoices(user, tenants.data ?? user.tenants),
    user.tenants.find((tenant) => tenant.code === snap.tenant) ?? { tenant_id: -1, code: snap.tenant },
    (tenant) => tenant.code === snap.tenant,
  );

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <NativeSelect
        aria-label={t("shell.region")}
        value={snap.region}
        onChange={(e) => setScope("region", e.target.value)}
        disabled={regionOptions.length < 2}
      >
        {regionOptions.map((region) => (
          <option key={region.name} value={region.name}>
            {region.title}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t("shell.tenant")}
        value={snap.tenant}
        onChange={(e) => setScope("tenant", e.target.value)}
        disabled={tenantOptions.length < 2}
      >
        {tenantOptions.map((tenant) => (
          <option key={tenant.code} value={tenant.code}>
            {tenantLabel(t, tenant)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
