// What the products module offers other modules on purpose (docs/modules.md §8): which plans list a content
// filter, which the filters module asks before deleting one. Everything else in server/products/ is the
// module's own.

export { type PlanUsingFilter, plansUsingFilter } from "./domain/filter-uses.ts";
