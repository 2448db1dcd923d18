import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApaEnvironment, ApaType } from "../../contract/apa";
import { Label } from "../../ui/label";
import { NativeSelect } from "../../ui/native-select";
import { useApaMetadata } from "./use-metadata";

export type Target = { type: ApaType; environment: ApaEnvironment; partition: string };

export function useTarget(initial: Partial<Target> = {}) {
  const [value, setValue] = useState<Target>({
    type: initial.type ?? "translations",
    environment: initial.environment ?? "uat",
    partition: initial.partition ?? "all",
  });
  return { value, set: (change: Partial<Target>) => setValue((current) => ({ ...current, ...change })) };
}

/** Type, environment and partition of a publication, from what the server offers this user (spec 2 §6). */
export function TargetFields({
  target,
  fixedType,
}: {
  target: ReturnType<typeof useTarget>;
  fixedType?: boolean;
}) {
  const { t } = useTranslation();
  const metadata = useApaMetadata().data;
  const { value, set } = target;
  return (
    <div className="grid grid-cols-3 gap-2">
      <Label className="grid gap-1 text-xs">
        {t("apa.filters.type")}
        <NativeSelect
          value={value.type}
          disabled={fixedType}
          onChange={(e) => set({ type: e.target.value as ApaType })}
        >
          {(metadata?.APA_TYPES ?? [value.type]).map((type) => (
            <option key={type} value={type}>
              {t(`apa.types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </Label>
      <Label className="grid gap-1 text-xs">
        {t("apa.filters.environment")}
        <NativeSelect
          value={value.environment}
          onChange={(e) => set({ environment: e.target.value as ApaEnvironment })}
        >
          {(metadata?.APA_ENVIRONMENTS ?? ["uat"]).map((environment) => (
            <option key={environment} value={environment}>
              {t(`apa.environments.${environment}`)}
            </option>
          ))}
        </NativeSelect>
      </Label>
      <Label className="grid gap-1 text-xs">
        {t("apa.filters.partition")}
        <NativeSelect value={value.partition} onChange={(e) => set({ partition: e.target.value })}>
          <option value="all">{t("apa.filters.allPartitions")}</option>
          {(metadata?.APA_PARTITIONS ?? []).map((p) => (
            <option key={p.value} value={p.value}>
              {p.title}
            </option>
          ))}
        </NativeSelect>
      </Label>
    </div>
  );
}
