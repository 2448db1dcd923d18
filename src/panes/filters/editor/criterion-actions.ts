import type { TFunction } from "i18next";
import { toast } from "sonner";
import { deleteCriterion, saveCriterion, subtractCriterion } from "../../../api/filters";
import type { CriterionValue, Filter, Operator } from "../../../contract/filters";
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
    (error) => toastFailure(t, "filters.messages.criterionAddError", error),
  );

export const deselectValue = (t: TFunction, filter: Filter, criterioId: number, value: string) =>
  settle(
    subtractCriterion(target(filter, criterioId), [value]),
    () => toast.success(t("filters.messages.valueDeselected")),
    (error) => toastFailure(t, "filters.messages.saveError", error),
  );

export const removeCriterion = (t: TFunction, filter: Filter, criterioId: number) =>
  settle(
    deleteCriterion(target(filter, criterioId)),
    () => toast.success(t("filters.messages.criterionDeleted")),
    (error) => toastFailure(t, "filters.messages.saveError", error),
  );
