import type { TFunction } from "i18next";
import { Gamepad2, Globe, Router, Smartphone, Tablet, Tv, Watch } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ApaCategory, ApaDocument } from "../../contract/apa";
import { cn } from "../../ui/cn";
import type { Column } from "../../ui/data-table";

const ICONS = {
  web: Globe,
  mobile: Smartphone,
  tablet: Tablet,
  stb: Router,
  tv: Tv,
  console: Gamepad2,
  watch: Watch,
};

/** The type icon of a device (spec 2 §2), named for screen readers. */
function CategoryIcon({ category }: { category: ApaCategory }) {
  const { t } = useTranslation();
  const Icon = ICONS[category];
  return <Icon role="img" aria-label={t(`apa.categories.${category}`)} className="size-4" />;
}

/** The lists' type column (spec 2 §2): the device's type as its icon, read as its category. */
export const categoryColumn = <Row extends { category: ApaCategory }>(
  id: string,
  t: TFunction,
): Column<Row> => ({
  id,
  header: t("apa.columns.type"),
  value: (r) => r.category,
  cell: (r) => <CategoryIcon category={r.category} />,
  width: 70,
});

const BADGE: Record<ApaDocument["status"], string> = {
  published: "bg-green-600/10 text-green-900",
  modified: "bg-amber-500/10 text-amber-950",
  unpublished: "bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: ApaDocument["status"] }) {
  const { t } = useTranslation();
  return (
    <span className={cn("rounded px-1.5 py-0.5 text-xs", BADGE[status])}>{t(`apa.status.${status}`)}</span>
  );
}
