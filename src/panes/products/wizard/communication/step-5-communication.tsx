import { ExternalLink } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { saveRateStep, type WizardPlan, type WizardRate } from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { WizardText } from "../fields";
import { StepForm } from "../step-form";
import { useStepDraft } from "../use-step-draft";
import { useWizardNav } from "../wizard-nav";
import { MailStatusTag, useMailStatus } from "./mail-status";

/** The e-mails screen (spec 3 §2: opened in a new browser tab from step 5). */
export const MAILS_ROUTE = "/index/mails";

type MailRow = { key_email: string; cancelation_key_email: string };
type MailForm = { payments: MailRow[] };
type Props = { plan: WizardPlan; rate: WizardRate; address: DraftAddress | null };

/** Step 5, communication (spec 3 §2, §4): each payment's purchase and cancellation e-mail and its status. */
export function CommunicationStep({ plan, rate, address }: Props) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const form = useForm<MailForm>({
    defaultValues: {
      payments: rate.payments.map((payment) => ({
        key_email: payment.key_email ?? "",
        cancelation_key_email: payment.cancelation_key_email ?? "",
      })),
    },
  });
  const draft = useStepDraft(form, address);
  const save = async (values: MailForm) => {
    await saveRateStep(
      5,
      { rate_id: rate.id, region_id: rate.region.id, product_id: plan.product.id, action: "save" },
      {
        payments: rate.payments.map((payment, index) => ({
          user_type_id: payment.user_type_id,
          payment_method_id: payment.payment_method_id,
          currency_id: payment.currency_id,
          key_email: values.payments[index]?.key_email.trim() || null,
          cancelation_key_email: values.payments[index]?.cancelation_key_email.trim() || null,
        })),
      },
    );
    draft.saved();
    // Spec 3 §8: associating an e-mail is confirmed as such.
    if (values.payments.some((row) => row.key_email.trim() || row.cancelation_key_email.trim()))
      toast.success(t("products.wizard.messages.mailAssociated"));
    await nav.stepSaved();
  };

  if (rate.payments.length === 0)
    return (
      <div role="alert" className="grid gap-1 text-sm">
        <strong>{t("products.wizard.mail.noPaymentsTitle")}</strong>
        <span>{t("products.wizard.mail.noPaymentsBody")}</span>
      </div>
    );
  return (
    <StepForm
      form={form}
      draft={draft}
      title={t("products.wizard.mail.title")}
      onSave={save}
      readOnly={rate.state !== "draft"}
    >
      <a
        href={MAILS_ROUTE}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-sm underline"
      >
        {t("products.wizard.mail.openMails")} <ExternalLink aria-hidden="true" className="size-3" />
      </a>
      <ul className="grid gap-3">
        {rate.payments.map((payment, index) => (
          <PaymentMails
            key={`${payment.user_type_id}-${payment.payment_method_id}-${payment.currency_id}`}
            index={index}
            regionName={rate.region.name}
            label={t("products.wizard.mail.paymentN", { n: index + 1, id: payment.payment_method_id })}
          />
        ))}
      </ul>
    </StepForm>
  );
}

function PaymentMails({ index, regionName, label }: { index: number; regionName: string; label: string }) {
  const { t } = useTranslation();
  const [purchase, cancel] = useWatch<MailForm>({
    name: [`payments.${index}.key_email`, `payments.${index}.cancelation_key_email`],
  }) as [string, string];
  const purchaseStatus = useMailStatus(purchase ?? "", regionName);
  const cancelStatus = useMailStatus(cancel ?? "", regionName);
  return (
    <li className="grid gap-2 rounded-md border p-2 sm:grid-cols-2" aria-label={label}>
      <div className="grid gap-1">
        <WizardText
          id={`pw-mail-${index}-purchase`}
          name={`payments.${index}.key_email`}
          label={t("products.wizard.mail.purchase")}
        />
        <MailStatusTag status={purchaseStatus} />
      </div>
      <div className="grid gap-1">
        <WizardText
          id={`pw-mail-${index}-cancel`}
          name={`payments.${index}.cancelation_key_email`}
          label={t("products.wizard.mail.cancel")}
        />
        <MailStatusTag status={cancelStatus} />
      </div>
    </li>
  );
}
