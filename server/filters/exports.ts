// What the filters module offers other modules on purpose (docs/modules.md §8): the products module reads a
// plan's filters and their contents, types its wizard's filter rows, and seeds plans with the seed's filters.
// Everything else in server/filters/ is the module's own.

export { listIncluded } from "./contents-read.ts";
export { FILTER_FIXTURES } from "./seed-fixtures.ts";
export { type FilterTable, filtersDb } from "./tables.ts";
