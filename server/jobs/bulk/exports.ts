// What the bulk jobs module offers other modules on purpose (docs/modules.md §8): a module starts a bulk job
// (its items, progress and retries kept in this module's tables) and handles it item by item.

export type { OwnerRule } from "./owner.ts";
export { bulkJobHandler, type ItemPart, type ItemParts, type ItemProcessor } from "./runner.ts";
export { createBulkJob } from "./store.ts";
