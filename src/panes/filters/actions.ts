import type { TFunction } from "i18next";
import { toast } from "sonner";
import { notSavedText } from "../../api/error-message";
import { isApiError } from "../../api/errors";
import { deleteFilter, saveFilter } from "../../api/filters";
import { filterKeys } from "../../api/filters-queries";
import { queryClient } from "../../api/query-client";
import { type ConfirmableChange, confirmAndApply } from "../../commands/confirmed-change";
import type { Filter } from "../../contract/filters";
import { failure } from "./messages";

// Actions on one filter shared by the commands, the list's row menu and the editor.

export function filterLabel(t: TFunction, filter: Pick<Filter, "name">): string {
  return filter.name?.trim() || t("filters.unnamed");
}

/** Every cached filter query (list, editors, contents) of the current region and tenant reloads. */
export function refreshFilters(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: filterKeys.all() });
}

/** Spec 2 §4: the status switch asks first, then saves the filter with the other status. */
export function statusChange(t: TFunction, filter: Filter): ConfirmableChange {
  const next = filter.status === "ACT" ? "NOACT" : "ACT";
  const name = filterLabel(t, filter);
  return {
    preview: {
      title: t(next === "ACT" ? "filters.confirm.activate" : "filters.confirm.deactivate", { name }),
      summary: [t("filters.confirm.toggleLine", { status: t(`filters.statuses.${next}`) })],
      confirmLabel: t(next === "ACT" ? "filters.confirm.activateButton" : "filters.confirm.deactivateButton"),
    },
    apply: async () => {
      try {
        await saveFilter({ filter: { filter_id: filter.filter_id, status: next } });
        toast.success(t("filters.messages.saved"));
      } catch (error) {
        toastFailure(t, "filters.messages.saveError", error);
      } finally {
        await refreshFilters();
      }
    },
  };
}

/** The list's and the editor's status switches (not commands) ask for the same change. */
export const toggleStatus = (t: TFunction, filter: Filter) => confirmAndApply(statusChange(t, filter));

/**
 * Spec 2 §4, §8: delete asks '¿Está seguro de borrar el registro?' and reports each outcome; `deleted`
 * follows a deletion the server accepted.
 */
export function filterDeletion(t: TFunction, filter: Filter, deleted?: () => void): ConfirmableChange {
  return {
    preview: {
      title: t("filters.confirm.delete"),
      summary: [t("filters.confirm.deleteLine", { id: filter.filter_id, name: filterLabel(t, filter) })],
      confirmLabel: t("filters.confirm.deleteButton"),
    },
    apply: async () => {
      try {
        await deleteFilter(filter.filter_id);
        toast.success(t("filters.messages.deleted"));
        queryClient.removeQueries({ queryKey: filterKeys.filter(filter.filter_id) });
        await refreshFilters();
      } catch (error) {
        const noAnswer = isApiError(error) && error.httpStatus === 0;
        toastFailure(t, noAnswer ? "filters.messages.deleteNoAnswer" : "filters.messages.deleteError", error);
        return;
      }
      deleted?.();
    },
  };
}

/** A toast for a failed call: the spec's text for the action, the server's detail below. */
export function toastFailure(t: TFunction, key: string, error: unknown, duration?: number): void {
  const shown = failure(t, key, error);
  toast.error(shown.title, { description: notSavedText(t, error) ?? shown.description, duration });
}
