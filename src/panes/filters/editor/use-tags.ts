import type { TFunction } from "i18next";
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { addContents, saveFilter } from "../../../api/filters";
import { requestConfirm } from "../../../commands/confirm";
import { type Filter, TAG_MAX } from "../../../contract/filters";
import { appendIdTags, type IdTag, validTagIds } from "../../../ui/inputs/id-tags";
import { refreshFilters, toastFailure } from "../actions";
import { afterAdd } from "./tags";

export type Fields = { name: string; description: string };

/** The tag input's state and its two actions: add the tagged ids, or save with them (replacing, §4). */
export function useTags(t: TFunction, filter: Filter, fields: Fields) {
  const [tags, setTags] = useState<IdTag[]>([]);
  const [busy, setBusy] = useState(false);
  // Mirrors the state so an action right after an append (the palette's paste) sees the new tags.
  const latest = useRef<IdTag[]>([]);
  const update = useCallback((next: IdTag[]) => {
    latest.current = next;
    setTags(next);
  }, []);

  const append = useCallback(
    (texts: readonly string[]): IdTag[] => {
      const { tags: merged, overflow } = appendIdTags(latest.current, texts, TAG_MAX);
      if (overflow > 0) toast.warning(t("filters.tags.limit", { max: TAG_MAX, count: overflow }));
      update(merged);
      return merged;
    },
    [t, update],
  );

  const finish = (current: readonly IdTag[], rejected: readonly number[]) => {
    update(afterAdd(current, rejected));
    if (rejected.length > 0) toast.warning(t("filters.tags.rejected", { count: rejected.length }));
  };

  const add = async (current: readonly IdTag[] = latest.current) => {
    const ids = validTagIds(current);
    if (ids.length === 0) return;
    setBusy(true);
    try {
      const outcome = await addContents(filter.filter_id, {
        contents: ids.map((id) => ({ id, type: filter.item_type })),
      });
      if (outcome.added > 0) toast.success(t("filters.messages.contentAdded"));
      finish(current, outcome.rejected);
    } catch (error) {
      toastFailure(t, "filters.messages.addError", error);
    } finally {
      setBusy(false);
      await refreshFilters();
    }
  };

  const saveWith = async () => {
    const current = latest.current;
    const ids = validTagIds(current);
    const confirmed = await requestConfirm({
      title: t("filters.tags.confirmReplace"),
      summary: [t("filters.tags.replaceLines", { count: filter.total_contents, tags: ids.length })],
      confirmLabel: t("filters.tags.saveWith"),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const saved = await saveFilter({
        filter: { filter_id: filter.filter_id, name: fields.name, description: fields.description },
        contents: ids,
      });
      toast.success(t("filters.messages.saved"));
      finish(current, saved.rejected);
    } catch (error) {
      toastFailure(t, "filters.messages.saveError", error);
    } finally {
      setBusy(false);
      await refreshFilters();
    }
  };

  return {
    tags,
    busy,
    append,
    remove: (text: string) => update(latest.current.filter((tag) => tag.text !== text)),
    clear: () => update([]),
    add,
    saveWith,
  };
}
