import type { ServerModule } from "../platform/module.ts";
import { notificationRoutes } from "./routes.ts";

/** The realtime notification feed. */
export const notificationsModule: ServerModule = { name: "notifications", routes: [notificationRoutes] };
