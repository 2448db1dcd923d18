import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { regionsQuery, tenantsQuery } from "../api/base";
import { regionChoices, tenantChoices } from "../permissions/choices";
import { session } from "../session/store";
import { NativeSelect } from "../ui/native-select";

/**
 * Region and tenant pickers (spec 1 §4): the choice is stored, then the current screen reloads — every query
 * key carries region and tenant, and the workspace remounts on change (see Shell).
 */
export function ScopeSelectors() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const queryClient = useQueryClient();
  const regions = useQuery(regionsQuery());
  const tenants = useQuery(tenantsQuery());
  if (!snap.user) return null;

  const regionOptions = regionChoices(snap.user, regions.data ?? []);
  const tenantOptions = tenantChoices(snap.user, tenants.data ?? []);

  // Everything cached is marked stale but nothing is refetched here: the remounted screen asks for its data
  // (in the new scope) once. Refetching here as well sent every list call twice, once per key.
  const choose = (field: "region" | "tenant", value: string) => {
    void queryClient.invalidateQueries({ refetchType: "none" });
    session[field] = value;
  };

  return (
    <div className="flex items-center gap-2">
      <NativeSelect
        aria-label={t("shell.region")}
        value={snap.region}
        onChange={(e) => choose("region", e.target.value)}
        disabled={regionOptions.length === 0}
      >
        {regionOptions.map((region) => (
          <option key={region.region_id} value={region.name}>
            {region.title}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t("shell.tenant")}
        value={snap.tenant}
        onChange={(e) => choose("tenant", e.target.value)}
        disabled={tenantOptions.length === 0}
      >
        {tenantOptions.map((tenant) => (
          <option key={tenant.tenant_id} value={tenant.code}>
            {t(`shell.tenants.${tenant.code}`, { defaultValue: tenant.code })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
