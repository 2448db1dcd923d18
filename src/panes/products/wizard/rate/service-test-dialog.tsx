import { useState } from "react";
import { useTranslation } from "react-i18next";
import { runServiceTest } from "../../../../api/servicetype";
import { SERVICE_TEST_REGION, serviceTestBody, taxOf } from "../../../../contract/servicetype";
import { DialogFrame } from "../../../../kit/dialog-frame";
import { Field } from "../../../../kit/field";
import { Button } from "../../../../ui/button";
import { saveFailure } from "../save-failure";

export type ServiceTestSeed = {
  methodName: string;
  servicetype: string;
  code: string;
  amount: string;
  contentId: string;
  contentdescription: string;
};

const FIELDS = [
  "servicetype",
  "code",
  "account",
  "amount",
  "providerId",
  "contentId",
  "contentdescription",
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/**
 * The service-type test of a payment (spec 3 §2 step 4, §3): the servicetype module's call, region fixed to
 * mexico, the tax computed; success or error is told with its translated text.
 */
export function ServiceTestDialog({ seed, onClose }: { seed: ServiceTestSeed; onClose(): void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ account: "", providerId: "", ...seed });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const amount = Number(values.amount.replace(",", "."));
  const parsed = serviceTestBody.safeParse({ ...values, amount: values.amount.replace(",", ".") });

  const run = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      const result = await runServiceTest(parsed.data);
      setOutcome({ ok: result.status === 0, text: result.message });
    } catch (error) {
      setOutcome({ ok: false, text: saveFailure(t, error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogFrame
      title={t("products.wizard.serviceTest.title", { method: seed.methodName })}
      description={t("products.wizard.serviceTest.region", { region: SERVICE_TEST_REGION })}
      busy={busy}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("products.wizard.actions.close")}
          </Button>
          <Button onClick={() => void run()} disabled={busy || !parsed.success}>
            {t("products.wizard.serviceTest.run")}
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`pw-test-${field}`}
            label={t(`products.wizard.serviceTest.fields.${field}`)}
            value={values[field]}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        ))}
      </div>
      <p className="text-sm">
        {t("products.wizard.serviceTest.tax", { tax: Number.isFinite(amount) ? taxOf(amount) : "—" })}
      </p>
      {outcome && (
        <p role="alert" className={outcome.ok ? "text-sm text-emerald-900" : "text-sm text-destructive"}>
          {t(outcome.ok ? "products.wizard.serviceTest.ok" : "products.wizard.serviceTest.failed")}{" "}
          {outcome.text}
        </p>
      )}
    </DialogFrame>
  );
}
