import { Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActiveSwitch } from "../../../kit/active-switch";
import { Button } from "../../../ui/button";
import { type Column, DataTable } from "../../../ui/data-table";
import { StatusTag } from "../../../ui/inputs/status-tag";

const T = "dummy.components.demo";
const VARIANTS = ["default", "secondary", "outline", "ghost", "destructive", "link"] as const;

export function ButtonsDemo() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {t(`${T}.buttons.${variant}`)}
        </Button>
      ))}
      <Button size="sm">
        <Plus aria-hidden />
        {t(`${T}.buttons.small`)}
      </Button>
      <Button size="icon" variant="outline" aria-label={t(`${T}.buttons.icon`)}>
        <Trash2 aria-hidden />
      </Button>
      <Button disabled>{t(`${T}.buttons.disabled`)}</Button>
      <ActiveSwitch checked={on} label={t(`${T}.buttons.switch`)} onToggle={() => setOn(!on)} />
    </div>
  );
}

const STATUSES = ["inactive", "draft", "uat", "publish", "prod"] as const;

export function StatusDemo() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t(`${T}.status.label`)}>
      {STATUSES.map((status) => (
        <li key={status}>
          <StatusTag status={status}>{t(`${T}.status.${status}`)}</StatusTag>
        </li>
      ))}
    </ul>
  );
}

type Sample = { id: number; name: string; region: string; price: number };
const REGIONS = ["mexico", "colombia", "chile", "peru", "argentina"];
const SAMPLE_ROWS = 10_000;

export function TableDemo() {
  const { t } = useTranslation();
  const rows = useMemo<Sample[]>(
    () =>
      Array.from({ length: SAMPLE_ROWS }, (_, index) => ({
        id: index + 1,
        name: `${t(`${T}.table.item`)} ${index + 1}`,
        region: REGIONS[index % REGIONS.length],
        price: ((index * 37) % 500) + 0.9,
      })),
    [t],
  );
  const columns = useMemo<Column<Sample>[]>(
    () => [
      { id: "id", header: t(`${T}.table.id`), value: (row) => row.id, sortable: true, width: 80 },
      { id: "name", header: t(`${T}.table.name`), value: (row) => row.name, sortable: true },
      { id: "region", header: t(`${T}.table.region`), value: (row) => row.region, sortable: true },
      {
        id: "price",
        header: t(`${T}.table.price`),
        value: (row) => row.price,
        sortable: true,
        align: "right",
      },
    ],
    [t],
  );
  return (
    <div className="flex h-80 min-h-0 flex-col">
      <DataTable
        ariaLabel={t(`${T}.table.label`)}
        exportTitle="ComponentListFile"
        columns={columns}
        source={{ kind: "client", rows }}
        rowKey={(row) => row.id}
        selectable
        emptyText={t(`${T}.table.empty`)}
      />
    </div>
  );
}
