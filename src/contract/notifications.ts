import { z } from "zod";
import { defineCalls } from "./define.ts";
import { positiveId } from "./fields.ts";
import { bulkJobProgress } from "./jobs.ts";

// The realtime notification feed (spec 1 §7): a server-sent event stream per signed-in user, and the call a
// root user sends notifications with.

/** A message to show, or (message empty) a bulk job's progress for the jobs tray. */
export const notificationEvent = z.object({ message: z.string(), job: bulkJobProgress.optional() });
export type NotificationEvent = z.output<typeof notificationEvent>;

export const notificationsCalls = defineCalls("notifications", {
  streamNotifications: {
    summary: "Server-sent events, one JSON notification each; the token travels in the Authorization header",
    method: "GET",
    path: "/notifications/stream",
    // A reconnecting client names the last id seen (the Last-Event-ID header, or this parameter).
    query: z.object({ last_event_id: z.coerce.number<number>().int().min(0).optional() }),
    result: notificationEvent,
    access: "signed-in",
    produces: "text/event-stream",
  },
  sendNotification: {
    summary: "Sends a notification to every open console, or to one user (kept until they connect)",
    method: "POST",
    path: "/notifications",
    body: z.object({
      message: z.string().trim().min(1).max(500),
      user_id: positiveId.optional(),
    }),
    // What was published, not how many streams took it: those of other replicas take it through the bus,
    // after this answer. A targeted notification is also stored until its user connects (on any replica).
    result: z.object({
      /** The event's id, the SSE id every stream receives it with. */
      id: z.int(),
      /** The one user it was sent to; null for everyone. */
      user_id: z.int().nullable(),
      /** The stored notification the user gets on connecting when no open stream takes it; null for everyone. */
      notification_id: z.int().nullable(),
    }),
    errors: ["user_not_found"],
    access: "root",
    status: 201,
  },
});
