import type { Revealer } from "../platform/reveal.ts";

// The reader of an audit row's message whole (issue 32 item 2): the log is not scoped beyond the module's view.
// A row about someone (its subject) puts the reveal on their history too.
export const revealLog: Revealer<"log"> = async (db, _c, target) => {
  const row = await db
    .selectFrom("logs")
    .select(["message", "subject"])
    .where("log_id", "=", target.log_id)
    .executeTakeFirst();
  return row ? { value: row.message, subject: row.subject ?? undefined } : null;
};
