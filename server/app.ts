import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { createTokenService } from "./auth/tokens.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import type { Db } from "./db/database.ts";
import { ApiError, errorBody, fail } from "./envelope.ts";
import { createNotificationHub } from "./notifications/hub.ts";
import { authRoutes } from "./routes/auth.ts";
import { baseRoutes } from "./routes/base.ts";
import { basePublicRoutes } from "./routes/base-public.ts";
import { consumptionRoutes } from "./routes/consumption.ts";
import { dashboardRoutes } from "./routes/dashboard.ts";
import { logsRoutes } from "./routes/logs.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { profileRoutes } from "./routes/profile.ts";
import { systemRoutes } from "./routes/system.ts";

export type AppOptions = {
  db: Db;
  /** Milliseconds since the epoch; tests pass a fixed clock they advance by hand. */
  clock?: () => number;
  /** HS256 token secret; without it one is generated once and kept in the settings table. */
  secret?: string;
};

export function createApp(options: AppOptions) {
  const clock = options.clock ?? Date.now;
  const deps: AppDeps = {
    db: options.db,
    clock,
    tokens: createTokenService({ db: options.db, clock, secret: options.secret }),
    hub: createNotificationHub(),
  };
  const services = new Hono<AppEnv>()
    .use("*", async (c, next) => {
      c.set("clock", clock);
      await next();
    })
    .route("/auth", authRoutes(deps))
    .route("/base", basePublicRoutes(deps))
    .route("/base", baseRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .route("/consulta_consumo", consumptionRoutes(deps))
    .route("/dashboard", dashboardRoutes(deps))
    .route("/logs", logsRoutes(deps))
    .route("/", systemRoutes(deps))
    .route("/notifications", notificationRoutes(deps));

  const app = new Hono<AppEnv>();
  // The console may be served from another origin (ADM_SERVICES_URL); tokens travel in a header, not cookies.
  app.use("/services/*", cors({ origin: "*", allowHeaders: ["Authorization", "Content-Type"], maxAge: 600 }));
  app.route("/services", services);
  app.all("/services/*", (c) => fail(c, new ApiError(404, "not_found")));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    // Malformed requests Hono itself rejects (bad JSON content type and such) are the caller's fault.
    if (error instanceof HTTPException && error.status < 500)
      return fail(c, new ApiError(400, "invalid_request"));
    console.error(error);
    return c.json(errorBody(new ApiError(500, "error_generic")), 500);
  });
  return app;
}
