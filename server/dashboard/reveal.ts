import type { Revealer } from "../platform/reveal.ts";
import { dashboardDb } from "./tables.ts";

// The readers of the monitoring's masked values (issue 32 item 2): an edge user's e-mail or username, a
// device's IP. The dashboard's lists are not scoped beyond the module's view, nor are these.

export const revealEdgeUser: Revealer<"edge_user"> = async (db, _c, target) => {
  const row = await dashboardDb(db)
    .selectFrom("edge_users")
    .select(["email", "username"])
    .where("user_id", "=", target.id)
    .executeTakeFirst();
  return row ? { value: row[target.field] } : null;
};

export const revealDevice: Revealer<"device"> = async (db, _c, target) => {
  const row = await dashboardDb(db)
    .selectFrom("edge_devices")
    .select("ip")
    .where("device_id", "=", target.id)
    .executeTakeFirst();
  return row ? { value: row.ip } : null;
};
