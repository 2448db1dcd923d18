import type { TFunction } from "i18next";
import { Eye } from "lucide-react";
import type { Subscription } from "../../api/consumption";
import { dateColumn } from "../../kit/date-column";
import { PersonalValue } from "../../kit/personal-data-note";
import { cn } from "../../ui/cn";
import type { Column } from "../../ui/data-table";
import { formatDate, formatMoney, valueText } from "./format";
import { ipTarget } from "./personal";

const STATUS_TONE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-amber-100 text-amber-900",
  terminated: "bg-muted text-muted-foreground",
};

/**
 * Spec 1 §2's columns (title, origin, user IP, creation and expiry dates, price, payment method and status,
 * detail action; the table adds the actions menu), plus the status a change leaves behind.
 */
export function subscriptionColumns(
  t: TFunction,
  language: string,
  onDetail: (row: Subscription) => void,
  /** The pane and region an IP revealed in it was asked for: the cell shows it whole (exports keep the mask). */
  revealedIn: { paneId: string; region: string },
): Column<Subscription>[] {
  const text = (group: Parameters<typeof valueText>[1], value: string) => valueText(t, group, value);
  return [
    {
      id: "title",
      header: t("consumption.columns.title"),
      value: (row) => row.title,
      width: 230,
      sortable: true,
    },
    {
      id: "origin",
      header: t("consumption.columns.origin"),
      value: (row) => text("origin", row.origin),
      width: 100,
      sortable: true,
    },
    {
      id: "ip",
      header: t("consumption.columns.ip"),
      value: (row) => row.ip,
      cell: (row) => (
        <PersonalValue paneId={revealedIn.paneId} target={ipTarget(revealedIn.region, row)} value={row.ip} />
      ),
      width: 120,
      sortable: true,
    },
    dateColumn<Subscription>({
      id: "created_at",
      header: t("consumption.columns.createdAt"),
      at: (row) => row.created_at,
      format: (at) => (at ? formatDate(at, language) : ""),
      width: 130,
    }),
    dateColumn<Subscription>({
      id: "expires_at",
      header: t("consumption.columns.expiresAt"),
      at: (row) => row.expires_at,
      format: (at) => (at ? formatDate(at, language) : ""),
      width: 130,
    }),
    {
      id: "price",
      header: t("consumption.columns.price"),
      value: (row) => row.price,
      cell: (row) => formatMoney(row.price, row.currency, language),
      width: 110,
      align: "right",
      sortable: true,
    },
    {
      id: "currency",
      header: t("consumption.detail.currency"),
      value: (row) => row.currency,
      width: 80,
      hidden: true,
    },
    {
      id: "payment_method",
      header: t("consumption.columns.paymentMethod"),
      value: (row) => text("paymentMethod", row.payment_method),
      width: 170,
      sortable: true,
    },
    {
      id: "payment_status",
      header: t("consumption.columns.paymentStatus"),
      value: (row) => text("paymentStatus", row.payment_status),
      width: 110,
      sortable: true,
    },
    {
      id: "status",
      header: t("consumption.columns.status"),
      value: (row) => text("status", row.status),
      cell: (row) => (
        <span
          data-status={row.status}
          className={cn("rounded px-1.5 py-0.5 text-xs", STATUS_TONE[row.status])}
        >
          {text("status", row.status)}
        </span>
      ),
      width: 100,
      sortable: true,
    },
    {
      id: "detail",
      header: t("consumption.columns.detail"),
      value: () => "",
      exportable: false,
      align: "center",
      width: 64,
      // The grid holds keyboard focus (Enter opens the detail too): the button is for the pointer.
      cell: (row) => (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t("consumption.commands.showDetail")}
          title={t("consumption.commands.showDetail")}
          onClick={() => onDetail(row)}
          className="mx-auto flex size-7 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground"
        >
          <Eye className="size-4" aria-hidden />
        </button>
      ),
    },
  ];
}
