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

/** One of the two pickers: disabled while there is nothing else to choose. */
function ScopeSelect({
  scope,
  label,
  value,
  options,
}: {
  scope: "region" | "tenant";
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect
      aria-label={label}
      value={value}
      onChange={(e) => setScope(scope, e.target.value)}
      disabled={options.length < 2}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
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
      <ScopeSelect
        scope="region"
        label={t("shell.region")}
        value={snap.region}
        options={regionOptions.map((region) => ({ value: region.name, label: region.title }))}
      />
      <ScopeSelect
        scope="tenant"
        label={t("shell.tenant")}
        value={snap.tenant}
        options={tenantOptions.map((tenant) => ({ value: tenant.code, label: tenantLabel(t, tenant) }))}
      />
    </div>
  );
}
