import type { ServerModule } from "../platform/module.ts";
import { notificationRoutes } from "../routes/notifications.ts";

/** The realtime notification feed. */
export const notificationsModule: ServerModule = { name: "notifications", routes: [notificationRoutes] };
