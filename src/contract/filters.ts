import type { z } from "zod";
import { filterCloneCalls } from "./filters-clone.ts";
import { filterContentCalls } from "./filters-contents.ts";
import { filterCriterionCalls } from "./filters-criteria.ts";
import type { listQuery } from "./filters-inputs.ts";
import { filterRecordCalls } from "./filters-records.ts";

export * from "./filters-shapes.ts";

// services/v2/filters (spec 2 §7): content filters of the caller's region and tenant, permission module
// filtros. Every call waits up to 60 s; save and publish answer envelope status 200; the order call fails with
// status 'ERROR'. Refusals carry extra.error_code and extra.error_msg (§8).

export { type CloneSelections, type ContentRef, type FilterFields, filterFields } from "./filters-inputs.ts";

/** Every filters call, one file of calls per concern; the server mounts them all from here. */
export const filterCalls = {
  ...filterRecordCalls,
  ...filterContentCalls,
  ...filterCriterionCalls,
  ...filterCloneCalls,
};

export type ListFiltersQuery = z.input<typeof listQuery>;
export type SaveFilterBody = z.input<typeof filterCalls.saveFilter.body>;
