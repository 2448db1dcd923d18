import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { DEFAULT_LEGACY_HOSTS } from "../src/contract/legacy-hosts.ts";
import { clientIp } from "./client-ip.ts";
import { compressLargeAnswers } from "./compression.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { type Db, isUniqueViolation } from "./db/database.ts";
import { ApiError, fail } from "./envelope.ts";
import { createJobQueue } from "./jobs/worker.ts";
import { SERVER_MODULES } from "./modules.ts";
import { DEFAULT_LOCK_MS } from "./platform/auth/lockout.ts";
import { createTokenService } from "./platform/auth/tokens.ts";
import { type Bus, createLocalBus } from "./platform/bus/bus.ts";
import type { ServerModule } from "./platform/module.ts";
import { mountRoutes } from "./platform/mount.ts";
import { createNotificationHub } from "./platform/notifications/hub.ts";
import { markNotificationDelivered } from "./platform/notifications/store.ts";
import { revealersOf } from "./platform/reveal.ts";
import { type BrowserPolicy, securityHeaders, servicesNoStore } from "./security-headers.ts";

export type AppOptions = {
  db: Db;
  /** Milliseconds since the epoch; tests pass a fixed clock they advance by hand. */
  clock?: () => number;
  /** HS256 token secret; without it one is generated once and kept in the settings table. */
  secret?: string;
  /** Messages between the processes sharing the database (createBus); in-process when absent. */
  bus?: Bus;
  /** Addresses of the load balancers whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustedProxies?: ReadonlySet<string>;
  /** The server modules whose calls are mounted (tests add fixture modules). */
  modules?: readonly ServerModule[];
  /** Check every result and error against its declaration (tests; see mountRoutes). */
  checkContract?: boolean;
  /** Lockout length in ms (default 15 min). */
  lockMs?: number;
  /** Base of the links in mails (default http://localhost:8080). */
  publicUrl?: string;
  /** Content-Security-Policy inputs (default: the reference legacy hosts and analytics host). */
  browser?: BrowserPolicy;
};

export function createApp(options: AppOptions) {
  const clock = options.clock ?? Date.now;
  const bus = options.bus ?? createLocalBus();
  const trustedProxies = options.trustedProxies ?? new Set<string>();
  const modules = options.modules ?? SERVER_MODULES;
  const groups = modules.flatMap((module) => module.routes ?? []);
  const deps: AppDeps = {
    db: options.db,
    calls: groups.flatMap((group) => group.calls),
    clock,
    tokens: createTokenService({ db: options.db, clock, secret: options.secret }),
    hub: createNotificationHub({
      bus,
      markDelivered: (id) => markNotificationDelivered(options.db, id, clock()),
      clock,
    }),
    bus,
    jobs: createJobQueue(options.db, bus, clock),
    revealers: revealersOf(modules),
    security: {
      lockMs: options.lockMs ?? DEFAULT_LOCK_MS,
      publicUrl: options.publicUrl ?? "http://localhost:8080",
    },
  };
  const services = new Hono<AppEnv>().use("*", async (c, next) => {
    c.set("clock", clock);
    c.set("trustedProxies", trustedProxies);
    // Once per request: the audit log and the per-IP rate limits read the same address.
    c.set("clientIp", clientIp(c));
    await next();
  });
  mountRoutes(
    services,
    deps,
    groups.flatMap((group) => group.build(deps)),
    { checkContract: options.checkContract },
  );

  const app = new Hono<AppEnv>();
  app.use(
    "*",
    securityHeaders(
      options.browser ?? {
        frameHosts: [...DEFAULT_LEGACY_HOSTS],
        connectOrigins: [],
      },
    ),
  );
  // The console may be served from another origin (ADM_SERVICES_URL); tokens travel in a header, not cookies.
  app.use("/services/*", cors({ origin: "*", allowHeaders: ["Authorization", "Content-Type"], maxAge: 600 }));
  app.use("/services/*", servicesNoStore);
  app.use("/services/*", compressLargeAnswers);
  app.route("/services", services);
  app.all("/services/*", (c) => fail(c, new ApiError("not_found")));
  app.onError((error, c) => {
    if (error instanceof ApiError) return fail(c, error);
    // Malformed requests Hono itself rejects (bad JSON content type and such) are the caller's fault.
    if (error instanceof HTTPException && error.status < 500) return fail(c, new ApiError("invalid_request"));
    // Two requests (on two replicas, or two PostgreSQL connections) creating the same name at once both pass
    // the "is it taken" check; the unique index refuses the second, which is a duplicate, not a fault.
    if (isUniqueViolation(error)) return fail(c, new ApiError("duplicated_entry"));
    console.error(error);
    return fail(c, new ApiError("error_generic"));
  });
  return app;
}
