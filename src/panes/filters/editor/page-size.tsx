import { useTranslation } from "react-i18next";
import { NativeSelect } from "../../../ui/native-select";

/** Rows per request of a content table (spec 2 §9 page sizes). */
export function PageSizeSelect({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly number[];
  value: number;
  onChange(size: number): void;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-1 text-sm">
      <span aria-hidden>{t("filters.list.pageSize")}</span>
      <NativeSelect
        aria-label={t("filters.list.pageSize")}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}
