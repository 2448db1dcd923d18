import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../ui/native-select";
import { useApaMetadata } from "./use-metadata";

export type FilterName = "category" | "environment" | "partition" | "type";

/** The lists' filters (spec 2 §2), kept in the pane's parameters (the URL); '' is "all" where allowed. */
export function FilterBar({
  names,
  params,
  setParams,
  optional = [],
}: {
  names: readonly FilterName[];
  params: Record<string, string>;
  setParams(next: Record<string, string>): void;
  /** Filters that may be left at "all". */
  optional?: readonly FilterName[];
}) {
  const { t } = useTranslation();
  const metadata = useApaMetadata().data;
  const options: Record<FilterName, { value: string; label: string }[]> = {
    category: (metadata?.APA_CATEGORIES ?? []).map((c) => ({
      value: c.value,
      label: t(`apa.categories.${c.value}`),
    })),
    environment: (metadata?.APA_ENVIRONMENTS ?? []).map((e) => ({
      value: e,
      label: t(`apa.environments.${e}`),
    })),
    partition: (metadata?.APA_PARTITIONS ?? [])
      .filter((p) => p.visible)
      .map((p) => ({ value: p.value, label: p.title })),
    type: (metadata?.APA_TYPES ?? []).map((type) => ({ value: type, label: t(`apa.types.${type}`) })),
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {names.map((name) => (
        <NativeSelect
          key={name}
          aria-label={t(`apa.filters.${name}`)}
          value={params[name] ?? ""}
          onChange={(event) => setParams({ ...params, [name]: event.target.value })}
        >
          {optional.includes(name) && <option value="">{t(`apa.filters.all.${name}`)}</option>}
          {options[name].map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ))}
    </div>
  );
}
