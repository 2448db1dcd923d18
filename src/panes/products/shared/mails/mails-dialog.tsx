import { useQueries } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "../../../../kit/dialog-frame";
import { Button } from "../../../../ui/button";
import type { RateDetailView } from "../../domain/model";
import { mailStatusQuery } from "../../domain/queries";
import { rateStepHref } from "../../domain/wizard-link";
import { type MailStatus, mailStatus } from "./mail-status";

type Props = { rate: RateDetailView; onClose(): void };

const MAIL_TEMPLATES = "/index/mails";
const TONE: Record<MailStatus | "none", string> = {
  publish: "border-emerald-300 bg-emerald-100 text-emerald-900",
  draft: "border-sky-300 bg-sky-100 text-sky-900",
  disassociated: "border-red-300 bg-red-100 text-red-900",
  none: "border-slate-300 bg-slate-100 text-slate-700",
};

/** Spec 3 §2, §4: each payment's purchase and cancellation e-mail with its status; templates in a new tab. */
export function MailsDialog({ rate, onClose }: Props) {
  const { t } = useTranslation();
  const keys = [
    ...new Set(rate.payments.flatMap((p) => [p.keyEmail, p.cancelKeyEmail]).filter((k): k is string => !!k)),
  ];
  const lookups = useQueries({ queries: keys.map((key) => mailStatusQuery(key, rate.region)) });
  const statusOf = (key: string | null): MailStatus | "none" | "loading" => {
    if (!key) return "none";
    const lookup = lookups[keys.indexOf(key)];
    if (lookup.isPending) return "loading";
    return mailStatus(lookup.isSuccess ? { ok: true, mail: lookup.data } : { ok: false });
  };
  const cell = (label: string, key: string | null) => {
    const status = statusOf(key);
    return (
      <div className="grid gap-0.5">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="flex items-center gap-2">
          <span className="font-mono text-xs">{key ?? "—"}</span>
          {status !== "loading" && (
            <span data-status={status} className={`rounded border px-1.5 text-xs ${TONE[status]}`}>
              {t(`products.mails.status.${status}`)}
            </span>
          )}
        </span>
      </div>
    );
  };
  return (
    <DialogFrame
      title={t("products.mails.title", { id: rate.id })}
      description={t("products.mails.description", { name: rate.name, region: rate.region })}
      onClose={onClose}
      className="max-w-2xl"
      footer={
        <>
          <Button variant="outline" asChild>
            <a href={MAIL_TEMPLATES} target="_blank" rel="noopener">
              <ExternalLink aria-hidden />
              {t("products.mails.openTemplates")}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={rateStepHref(5, rate)}>{t("products.mails.associate")}</a>
          </Button>
          <Button onClick={onClose}>{t("products.actions.close")}</Button>
        </>
      }
    >
      <ul className="grid max-h-96 gap-2 overflow-auto">
        {rate.payments.map((payment) => (
          <li key={payment.paymentId} className="grid gap-1 rounded border p-2 text-sm sm:grid-cols-3">
            <span className="font-medium">
              {payment.name} · {payment.userType}
            </span>
            {cell(t("products.mails.purchase"), payment.keyEmail)}
            {cell(t("products.mails.cancel"), payment.cancelKeyEmail)}
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
