import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message";
import { fetchServiceTypes, runServiceTest, serviceTypeKeys } from "../../api/servicetype";
import { taxOf } from "../../contract/servicetype";
import { DefinitionList } from "../../kit/definition-list";
import { FormFieldList } from "../../kit/form-field-list";
import { FormText } from "../../kit/form-fields";
import { useZodForm } from "../../kit/zod-form";
import { Button } from "../../ui/button";
import { closeDialog, useDialogRequest } from "../../workspace/intents";
import type { PaneProps } from "../../workspace/types";
import { ResultPanel, type TestOutcome } from "./result-panel";
import { amountOf, EMPTY_FORM, serviceFormSchema } from "./service-form";

/** The service-type test (spec 2 §2): a charge with region fixed to mexico and the tax computed as typed. */
export function ServiceTypePane({ paneId }: PaneProps) {
  const { t, i18n } = useTranslation();
  const types = useQuery({
    queryKey: serviceTypeKeys.lists(),
    queryFn: fetchServiceTypes,
    staleTime: 60_000,
  });
  const form = useZodForm(serviceFormSchema, EMPTY_FORM);
  const [outcome, setOutcome] = useState<TestOutcome>();
  const [failure, setFailure] = useState<string>();
  const [code, amount] = useWatch({ control: form.control, name: ["servicetype", "amount"] });
  const planType = types.data?.find((type) => type.code === code)?.plan_type;
  const value = amountOf(amount ?? "");
  const money = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "MXN" });
  const formRef = useRef<HTMLFormElement>(null);
  const run = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setOutcome(undefined);
    try {
      setOutcome(await runServiceTest({ ...values, amount: amountOf(values.amount) }));
    } catch (error) {
      setFailure(errorMessage(t, error));
    }
  });
  // The palette's and the keyboard's "run" reach the form through the pane's request channel.
  const request = useDialogRequest<{ type: "run" }>(paneId);
  useEffect(() => {
    if (request?.type !== "run") return;
    closeDialog(paneId);
    formRef.current?.requestSubmit();
  }, [request, paneId]);
  const typeOptions = (types.data ?? []).map((type) => ({
    value: type.code,
    label: `${type.description} (${type.code})`,
  }));
  return (
    <div className="h-full overflow-auto p-3">
      <FormProvider {...form}>
        <form ref={formRef} noValidate className="grid max-w-4xl gap-4" onSubmit={(event) => void run(event)}>
          <div className="grid gap-3 md:grid-cols-3">
            <FormFieldList
              labels="servicetype.form"
              placeholder="servicetype.form.select"
              fields={[
                { id: "st-type", name: "servicetype", label: "servicetype", options: typeOptions },
                { id: "st-code", name: "code", label: "code", autoComplete: "off" },
                { id: "st-account", name: "account", label: "account", inputMode: "numeric" },
                { id: "st-amount", name: "amount", label: "amount", inputMode: "decimal" },
                { id: "st-provider", name: "providerId", label: "providerId" },
                { id: "st-content", name: "contentId", label: planType === "A" ? "abonoId" : "contentId" },
              ]}
            />
          </div>
          <FormText
            id="st-description"
            name="contentdescription"
            label={t("servicetype.form.contentdescription")}
          />
          <DefinitionList
            className="gap-x-3"
            items={[
              [t("servicetype.form.region"), t("servicetype.form.mexico")],
              [t("servicetype.form.currency"), "MXN"],
              [
                t("servicetype.form.tax"),
                <span key="tax" aria-live="polite">
                  {Number.isNaN(value) ? "—" : money.format(taxOf(value))}
                </span>,
              ],
            ]}
          />
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t("servicetype.form.running") : t("servicetype.form.run")}
            </Button>
          </div>
        </form>
      </FormProvider>
      <div className="mt-4 max-w-4xl">
        {failure && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
          >
            {failure}
          </p>
        )}
        {outcome && <ResultPanel outcome={outcome} />}
      </div>
    </div>
  );
}
