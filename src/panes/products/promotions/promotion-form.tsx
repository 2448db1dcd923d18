import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { notSavedText } from "../../../api/error-message";
import { publishPromotion, savePromotion } from "../../../api/products/promotions";
import { queryClient } from "../../../api/query-client";
import { lineKey, type Promotion, type PromotionRate } from "../../../contract/products/promotions";
import { Field } from "../../../kit/field";
import { Button } from "../../../ui/button";
import { closeDialog, openScreen, useDialogRequest } from "../../../workspace/intents";
import { publishPaneData } from "../../../workspace/selection";
import { forgetUnsavedWork, useUnsavedPane } from "../../../workspace/unsaved";
import { promotionKeys, ratesQuery } from "../domain/promotion-queries";
import { PROMOTION_LIST } from "../kinds";
import type { PromotionRequest } from "./bridge";
import { FilterBar } from "./filter-bar";
import { type FormDialog, FormDialogs } from "./form-dialogs";
import {
  emptyForm,
  type FilterName,
  formOf,
  isLocked,
  offeredLines,
  payloadOf,
  problemsOf,
  setFilter,
  togglePlan,
} from "./form-model";
import { dumpText } from "./messages";
import { PlanPicker } from "./plan-picker";
import { SelectedPlans } from "./selected-plans";

type Props = { paneId: string; promotion?: Promotion };

/** Spec 3 §2 promotion form, add and edit: filters, up to two plans with cycles, save as draft or publish. */
export function PromotionForm({ paneId, promotion }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => (promotion ? formOf(promotion) : emptyForm()));
  // What the server holds: the form differs from it until saved, and leaving then asks first.
  const [stored, setStored] = useState(state);
  const [id, setId] = useState(promotion?.id);
  const [status, setStatus] = useState(promotion?.state ?? "new");
  const [dialog, setDialog] = useState<FormDialog>(null);
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(false);
  const readOnly = status === "published";
  const problems = checked ? problemsOf(state) : [];
  useUnsavedPane(paneId, !readOnly && JSON.stringify(state) !== JSON.stringify(stored));
  const request = useDialogRequest<PromotionRequest>(paneId);

  const { product_id, region_id } = state.filters;
  const rates = useQuery({ ...ratesQuery(state.filters), enabled: !!product_id && !!region_id });
  const fetched = rates.data ?? [];
  // Chosen plans stay on show even when the filters' list no longer offers them (a retired rate).
  const lines: PromotionRate[] = [
    ...state.plans.filter((plan) => !fetched.some((line) => lineKey(line) === lineKey(plan))),
    ...offeredLines(state, fetched),
  ];

  useEffect(() => publishPaneData(paneId, { promotionId: id, state: status }), [paneId, id, status]);

  const valid = () => {
    setChecked(true);
    return problemsOf(state).length === 0;
  };
  const store = async (): Promise<number> => {
    const saved = await savePromotion(id, payloadOf(state));
    setStored(state);
    setId(saved.promotion_id);
    setStatus("draft");
    await queryClient.invalidateQueries({ queryKey: promotionKeys.all() });
    return saved.promotion_id;
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setDialog({ type: "error", text: notSavedText(t, error) ?? dumpText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  const saveDraft = () => {
    if (readOnly || busy || !valid()) return;
    void run(async () => {
      await store();
      setDialog({ type: "saved" });
    });
  };
  const askPublish = () => {
    if (readOnly || busy || !valid()) return;
    setDialog({ type: "confirmPublish" });
  };
  const publish = () =>
    void run(async () => {
      const saved = await store();
      await publishPromotion(saved);
      setStatus("published");
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all() });
      toast.success(t("products.promotions.dialogs.published"));
      setDialog(null);
      forgetUnsavedWork(paneId);
      toList();
    });
  const toList = () => openScreen(PROMOTION_LIST, {}, { target: paneId });

  useEffect(() => {
    if (!request) return;
    closeDialog(paneId);
    if (request.type === "save") saveDraft();
    else askPublish();
  });

  const choose = (line: PromotionRate) => {
    const next = togglePlan(state, line);
    if (typeof next === "string") toast.warning(t(`products.promotions.form.refused.${next}`));
    else setState(next);
  };
  const problem = (name: "nameRequired" | "plansRequired" | "cycleRange") =>
    problems.includes(name) ? t(`products.promotions.form.problems.${name}`) : undefined;

  return (
    <form
      className="grid max-w-5xl gap-4 p-3"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft();
      }}
    >
      {readOnly && <p role="status">{t("products.promotions.form.published")}</p>}
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          id={`${paneId}-name`}
          label={t("products.promotions.form.name")}
          value={state.name}
          readOnly={readOnly}
          // A new promotion starts at its name: the form is filled from the keyboard.
          autoFocus={promotion === undefined}
          maxLength={150}
          error={problem("nameRequired")}
          onChange={(event) => setState({ ...state, name: event.target.value })}
        />
        <Field
          id={`${paneId}-description`}
          label={t("products.promotions.form.description")}
          value={state.description}
          readOnly={readOnly}
          maxLength={500}
          onChange={(event) => setState({ ...state, description: event.target.value })}
        />
      </div>
      <FilterBar
        idPrefix={`${paneId}-filter`}
        filters={state.filters}
        locked={readOnly || isLocked(state)}
        emptyLabel={t("products.promotions.filters.choose")}
        onChange={(name, value) => setState(setFilter(state, name as FilterName, value))}
      />
      {product_id && region_id ? (
        lines.length > 0 ? (
          <PlanPicker
            idPrefix={`${paneId}-plan`}
            lines={lines}
            state={state}
            readOnly={readOnly}
            onToggle={choose}
          />
        ) : (
          <p>
            {rates.isError ? t("products.promotions.form.plansError") : t("products.promotions.form.noPlans")}
          </p>
        )
      ) : (
        <p className="text-sm text-muted-foreground">{t("products.promotions.form.choosePlans")}</p>
      )}
      <SelectedPlans
        idPrefix={`${paneId}-cycle`}
        state={state}
        readOnly={readOnly}
        plansError={problem("plansRequired")}
        cycleError={problem("cycleRange")}
        onCycle={(cycle) => setState({ ...state, cycle })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={readOnly || busy}>
          {t("products.promotions.form.saveDraft")}
        </Button>
        <Button variant="secondary" disabled={readOnly || busy} onClick={askPublish}>
          {t("products.promotions.form.publish")}
        </Button>
        <Button variant="ghost" onClick={toList}>
          {t("products.promotions.form.back")}
        </Button>
      </div>
      <FormDialogs
        dialog={dialog}
        busy={busy}
        onClose={() => setDialog(null)}
        onList={toList}
        onPublish={publish}
      />
    </form>
  );
}
