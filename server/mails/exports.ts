// What the mails module offers other modules on purpose (docs/modules.md §8): the types of its templates'
// tables, which a product payment's purchase and cancellation e-mails name.

export type { MailsTables, MailTable } from "./tables.ts";
