import { z } from "zod";
import { defineCalls } from "./define.ts";
import { CLONE, cloneAction, cloneSelections, common, id, newOrEdit } from "./filters-inputs.ts";
import { cloneResult } from "./filters-shapes.ts";

// Cloning (spec 2 §4): one filter onto another or a new one, and copying a manual filter.

export const filterCloneCalls = defineCalls("filters", {
  cloneFilter: {
    ...common,
    summary: "Clones a filter's contents into another (or a new manual one), converting between types",
    method: "POST",
    path: "/v2/filters/clone/:action",
    params: cloneAction,
    body: z.object({ selections: cloneSelections }),
    result: cloneResult,
    errors: CLONE,
    access: newOrEdit,
  },
  copyManual: {
    ...common,
    summary: "Export or import between manual filters by id (destination 0: a new one)",
    method: "POST",
    path: "/v2/filters/manual/:action",
    params: cloneAction,
    query: z.object({
      filter_id_origin: id,
      filter_id_destination: z.coerce.number<number | string>().int().min(0),
    }),
    result: cloneResult,
    errors: CLONE,
    access: newOrEdit,
  },
});
