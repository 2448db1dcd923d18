import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { isRoot } from "../../src/permissions/catalog.ts";
import { audit } from "../audit.ts";
import { requireAuth } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { isoAt } from "../context.ts";
import { ApiError, forbidden, ok } from "../envelope.ts";
import type { NotificationEvent } from "../notifications/hub.ts";
import { parseBody } from "../validation.ts";

/** Comment lines keep proxies from closing an idle stream (spec 1 §9 keepalive interval). */
export const KEEPALIVE_MS = 10_000;

const notifyBody = z.object({
  message: z.string().trim().min(1).max(500),
  user_id: z.coerce.number().int().positive().optional(),
});

export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;

  /** Takes the newest undelivered notification of the user and marks all of them delivered. */
  async function takePending(userId: number): Promise<string | undefined> {
    const pending = await db
      .selectFrom("notifications")
      .select("message")
      .where("user_id", "=", userId)
      .where("delivered_at", "is", null)
      .orderBy("notification_id", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!pending) return undefined;
    await db
      .updateTable("notifications")
      .set({ delivered_at: isoAt(deps.clock()) })
      .where("user_id", "=", userId)
      .where("delivered_at", "is", null)
      .execute();
    return pending.message;
  }

  return new Hono<AppEnv>()
    .get("/stream", requireAuth(deps, { queryToken: true }), (c) => {
      const userId = c.var.user.user_id;
      return streamSSE(c, async (stream) => {
        const send = (event: NotificationEvent) => void stream.writeSSE({ data: JSON.stringify(event) });
        const unsubscribe = deps.hub.subscribe(userId, send);
        const keepAlive = setInterval(() => void stream.write(": keep-alive\n\n"), KEEPALIVE_MS);
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        // Flushes the headers through proxies and tells clients (and tests) that the subscription is live.
        await stream.write(": connected\n\n");
        const pending = await takePending(userId);
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
        const delivered = await deps.hub.publish({ message: body.message });
        await audit(db, c, { action: "notification_broadcast", message: body.message });
        return ok(c, { delivered }, { created: true });
      }
      const target = await db
        .selectFrom("users")
        .select("user_id")
        .where("user_id", "=", body.user_id)
        .executeTakeFirst();
      if (!target) throw new ApiError(404, "user_not_found", { datafield: "user_id" });
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
      const delivered = await deps.hub.publish(
        { message: body.message },
        { userId: target.user_id, notificationId: notification_id },
      );
      await audit(db, c, {
        action: "notification_send",
        message: `Para usuario ${target.user_id}: ${body.message}`,
      });
      return ok(c, { delivered }, { created: true });
    });
}
