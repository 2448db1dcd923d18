import { useTranslation } from "react-i18next";
import { SEARCH_KINDS, type SearchBy } from "../../api/agu";
import type { Region } from "../../session/store";
import { NativeSelect } from "../../ui/native-select";

type Props = {
  regions: readonly Region[];
  region: string;
  by: SearchBy;
  onChange(next: { region: string; by: SearchBy }): void;
};

/** The directory's region filter ('' = every region the operator holds) and what the search box looks for. */
export function DirectoryFilters({ regions, region, by, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <NativeSelect
        aria-label={t("agu.filters.region")}
        value={region}
        onChange={(event) => onChange({ region: event.target.value, by })}
      >
        <option value="">{t("agu.filters.allRegions")}</option>
        {regions.map((r) => (
          <option key={r.region_id} value={r.name}>
            {r.title}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t("agu.filters.by")}
        value={by}
        onChange={(event) => onChange({ region, by: event.target.value as SearchBy })}
      >
        {SEARCH_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`agu.filters.kinds.${kind}`)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
