import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { type NotificationEvent, notificationsCalls } from "../../src/contract/notifications.ts";
import { audit } from "../audit.ts";
import type { AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import { takePendingNotification } from "../platform/notifications/pending.ts";
import { implement } from "../platform/route.ts";

/** Comment lines keep proxies from closing an idle stream (spec 1 §9 keepalive interval). */
export const KEEPALIVE_MS = 10_000;

/** The id of the last event a reconnecting stream received: the Last-Event-ID header, or a query parameter. */
function lastEventId(c: Context<AppEnv>, fromQuery: number | undefined): number | undefined {
  const raw = c.req.header("last-event-id");
  const id = raw === undefined ? fromQuery : Number(raw);
  return id !== undefined && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export const notificationRoutes = implement(notificationsCalls, (deps) => {
  const { db } = deps;

  return {
    streamNotifications: async ({ query }, c) => {
      const userId = c.var.user.user_id;
      const lastSeen = lastEventId(c, query.last_event_id);
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
    },
    sendNotification: async ({ body }, c) => {
      if (body.user_id === undefined) {
        const { id } = await deps.hub.publish({ message: body.message });
        await audit(db, c, { action: "notification_broadcast", message: body.message });
        return { id, user_id: null, notification_id: null };
      }
      const target = await firstWhere(db, "users", "user_id", { user_id: body.user_id });
      if (!target) throw new ApiError("user_not_found", { datafield: "user_id" });
      // Stored as pending; the hub marks it delivered once a stream (of any replica) takes it. Otherwise the
      // user gets it on the next connect (and at login).
      const { notification_id } = await db
        .insertInto("notifications")
        .values({
          user_id: target.user_id,
          message: body.message,
          created_at: isoAt(deps.clock()),
          delivered_at: null,
        })
        .returning("notification_id")
        .executeTakeFirstOrThrow();
      const { id } = await deps.hub.publish(
        { message: body.message },
        { userId: target.user_id, notificationId: notification_id },
      );
      await audit(db, c, {
        action: "notification_send",
        message: `Para usuario ${target.user_id}: ${body.message}`,
      });
      return { id, user_id: target.user_id, notification_id };
    },
  };
});
