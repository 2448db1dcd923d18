import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { isRoot } from "../../src/permissions/catalog.ts";
import { audit } from "../audit.ts";
import { requireAuth } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import { ApiError, forbidden, ok } from "../envelope.ts";
import type { NotificationEvent } from "../notifications/hub.ts";
import { takePendingNotification } from "../notifications/pending.ts";
import { parseBody } from "../validation.ts";

/** Comment lines keep proxies from closing an idle stream (spec 1 §9 keepalive interval). */
export const KEEPALIVE_MS = 10_000;

const notifyBody = z.object({
  message: z.string().trim().min(1).max(500),
  user_id: z.coerce.number().int().positive().optional(),
});

/** The id of the last event a reconnecting stream received: EventSource's header, or a query parameter for a
 * client that opens a new stream itself (EventSource cannot set headers). */
function lastEventId(c: Context<AppEnv>): number | undefined {
  const raw = c.req.header("last-event-id") ?? c.req.query("last_event_id");
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;

  return new Hono<AppEnv>()
    .get("/stream", requireAuth(deps, { queryToken: true }), (c) => {
      const userId = c.var.user.user_id;
      const lastSeen = lastEventId(c);
      return streamSSE(c, async (stream) => {
        // One queue keeps every block in the order it was produced, whichever write started first.
        let writes = Promise.resolve();
        const write = (block: () => Promise<unknown>) => {
          writes = writes.then(block).then(() => undefined);
        };
        const send = (event: NotificationEvent, id?: number) =>
          write(() =>
            stream.writeSSE({ data: JSON.stringify(event), id: id === undefined ? undefined : String(id) }),
          );
        // Flushes the headers through proxies and tells clients (and tests) that the subscription is live.
        write(() => stream.write(": connected\n\n"));
        // Missed events are read and the subscription made in one step, so none is lost or sent twice.
        const missed = lastSeen === undefined ? [] : deps.hub.since(lastSeen, userId);
        const unsubscribe = deps.hub.subscribe(userId, send);
        for (const entry of missed) send(entry.event, entry.id);
        const keepAlive = setInterval(() => write(() => stream.write(": keep-alive\n\n")), KEEPALIVE_MS);
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        const pending = await takePendingNotification(db, userId, deps.clock());
        if (pending !== undefined) send({ message: pending });
        await closed;
        clearInterval(keepAlive);
        unsubscribe();
      });
    })
    .post("/", requireAuth(deps), async (c) => {
      if (!isRoot(c.var.user)) throw forbidden();
      const body = await parseBody(c, notifyBody);
      if (body.user_id === undefined) {
        const { delivered } = deps.hub.publish({ message: body.message });
        await audit(db, c, { action: "notification_broadcast", message: body.message });
        return ok(c, { delivered }, { created: true });
      }
      const target = await db
        .selectFrom("users")
        .select("user_id")
        .where("user_id", "=", body.user_id)
        .executeTakeFirst();
      if (!target) throw new ApiError(404, "user_not_found", { datafield: "user_id" });
      // Kept as pending when no stream took it, so the user gets it on the next connect (and at login).
      const { delivered } = deps.hub.publish({ message: body.message }, target.user_id);
      await db
        .insertInto("notifications")
        .values({
          user_id: target.user_id,
          message: body.message,
          created_at: isoAt(deps.clock()),
          delivered_at: delivered > 0 ? isoAt(deps.clock()) : null,
        })
        .execute();
      await audit(db, c, {
        action: "notification_send",
        message: `Para usuario ${target.user_id}: ${body.message}`,
      });
      return ok(c, { delivered }, { created: true });
    });
}
