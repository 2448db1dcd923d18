import { queryOptions, useMutation } from "@tanstack/react-query";
import type { PersonalDataModule } from "../contract/personal-data";
import { type DataPolicy, privacyCalls, type RevealTarget } from "../contract/privacy";
import { callService } from "./call";
import { queryClient } from "./query-client";
import { moduleKey, queryKeysFactory } from "./query-keys";

export type { DataPolicy, RevealTarget } from "../contract/privacy";

export const privacyKeys = queryKeysFactory("privacy", "policies");

export const fetchDataPolicies = (signal?: AbortSignal) =>
  callService(privacyCalls.listDataPolicies, {}, { signal });

/** Each personal-data module's policy (may a value be revealed, the most rows per export). */
export const dataPoliciesQuery = () =>
  queryOptions({
    queryKey: privacyKeys.list(),
    queryFn: ({ signal }) => fetchDataPolicies(signal),
  });

/** One module's policy from the cache, for code outside React (a command's enablement); undefined unread. */
export function cachedPolicy(module: string): DataPolicy | undefined {
  return queryClient.getQueryData(dataPoliciesQuery().queryKey)?.find((policy) => policy.module === module);
}

export type PolicyChange = Pick<DataPolicy, "reveal" | "export_row_cap">;

export const setDataPolicy = (module: PersonalDataModule, body: PolicyChange) =>
  callService(privacyCalls.setDataPolicy, { params: { module }, body });

/** Saves one module's policy; every cached policy list (every scope) is read again after. */
export function useSetDataPolicy() {
  return useMutation({
    mutationFn: ({ module, change }: { module: PersonalDataModule; change: PolicyChange }) =>
      setDataPolicy(module, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moduleKey("privacy") }),
  });
}

/** One masked value whole; the server audits it with the reason. */
export const revealPersonalValue = (module: PersonalDataModule, target: RevealTarget, reason: string) =>
  callService(privacyCalls.revealPersonalValue, { body: { module, target, reason } });
