import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { savePlanStep, type WizardPlan } from "../../domain/wizard-queries";
import type { DraftAddress } from "../draft-store";
import { StepForm } from "../step-form";
import { useStepDraft } from "../use-step-draft";
import { planSaveFailure } from "../wizard-failures";
import { useWizardNav } from "../wizard-nav";
import { AvailableFilters } from "./available-filters";
import { FilterDetailDialog } from "./filter-detail-dialog";
import { addNamed, deleteNamed, type FiltersForm, filtersPayload, savedRows } from "./filter-rows";
import { SelectedFilters } from "./selected-filters";

type Props = { plan: WizardPlan | undefined; address: DraftAddress | null };

/** Step 2, filters (spec 3 §2, §4): choose content filters for the plan; add and delete rows by the rules. */
export function FiltersStep({ plan, address }: Props) {
  const { t } = useTranslation();
  const nav = useWizardNav();
  const form = useForm<FiltersForm>({ defaultValues: { rows: savedRows(plan) } });
  const draft = useStepDraft(form, address);
  const rows = useWatch({ control: form.control, name: "rows" });
  const [detail, setDetail] = useState<number | null>(null);
  const [notice, setNotice] = useState<string>();

  const setRows = (next: FiltersForm["rows"]) => form.setValue("rows", next, { shouldDirty: true });
  const add = (filterId: number, name: string) => {
    const next = addNamed(rows, filterId, name);
    if (!next) return setNotice(t("product-rules.filterAdded"));
    setNotice(undefined);
    setRows(next);
  };
  const save = async (values: FiltersForm) => {
    await savePlanStep(Number(nav.params.id), 2, filtersPayload(values.rows));
    draft.saved();
    await nav.stepSaved();
  };

  return (
    <StepForm
      form={form}
      draft={draft}
      title={t("products.wizard.filters.title")}
      onSave={save}
      readFailure={planSaveFailure}
    >
      {notice && (
        <p role="alert" className="text-sm text-destructive">
          {notice}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <AvailableFilters onAdd={add} onDetail={setDetail} />
        <SelectedFilters
          rows={rows}
          onDelete={(filterId) => {
            setNotice(undefined);
            setRows(deleteNamed(rows, filterId));
          }}
          onRestore={add}
          onDetail={setDetail}
        />
      </div>
      {detail !== null && <FilterDetailDialog filterId={detail} onClose={() => setDetail(null)} />}
    </StepForm>
  );
}
