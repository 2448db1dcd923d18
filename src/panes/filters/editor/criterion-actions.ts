import type { TFunction } from "i18next";
import { toast } from "sonner";
import { deleteCriterion, saveCriterion, subtractCriterion } from "../../../api/filters";
import type { ConfirmableChange } from "../../../commands/confirmed-change";
import {
  CRITERION_ERROR_TOAST_MS,
  type Criterion,
  type CriterionValue,
  type Filter,
  type Operator,
} from "../../../contract/filters";
import { refreshFilters, toastFailure } from "../actions";

// The criterion changes of spec 2 §4 with the §8 messages; each reloads the filter and its contents.

const target = (filter: Filter, criterioId: number) => ({
  filterId: filter.filter_id,
  criterioId,
  itemType: filter.item_type,
});

async function settle(
  work: Promise<unknown>,
  done: () => void,
  fail: (error: unknown) => void,
): Promise<boolean> {
  try {
    await work;
    done();
    return true;
  } catch (error) {
    fail(error);
    return false;
  } finally {
    await refreshFilters();
  }
}

export const addValues = (
  t: TFunction,
  filter: Filter,
  criterioId: number,
  values: readonly CriterionValue[],
  operator: Operator,
) =>
  settle(
    saveCriterion(
      target(filter, criterioId),
      values.map((value) => value.value),
      operator,
    ),
    () => toast.success(t("filters.messages.criterionAdded")),
    (error) => toastFailure(t, "filters.messages.criterionAddError", error, CRITERION_ERROR_TOAST_MS),
  );

export const deselectValue = (t: TFunction, filter: Filter, criterioId: number, value: string) =>
  settle(
    subtractCriterion(target(filter, criterioId), [value]),
    () => toast.success(t("filters.messages.valueDeselected")),
    (error) => toastFailure(t, "filters.messages.saveError", error),
  );

/** §4: deleting removes the criterion from the filter; it asks first (the button and the palette). */
export const criterionDeletion = (
  t: TFunction,
  filter: Filter,
  criterion: Pick<Criterion, "criterio_id" | "description">,
): ConfirmableChange => ({
  preview: {
    title: t("filters.confirm.delete"),
    summary: [t("filters.automatic.confirmDeleteLine", { name: criterion.description })],
    confirmLabel: t("filters.automatic.delete"),
  },
  apply: () =>
    settle(
      deleteCriterion(target(filter, criterion.criterio_id)),
      () => toast.success(t("filters.messages.criterionDeleted")),
      (error) => toastFailure(t, "filters.messages.saveError", error),
    ),
});
