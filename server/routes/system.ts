import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../context.ts";
import { systemGroupRoutes } from "./system-groups.ts";
import { systemModuleRoutes } from "./system-modules.ts";
import { systemProfileRoutes } from "./system-profiles.ts";
import { userRoutes } from "./users.ts";

/** System administration (spec 1 §7): /user and /system/{group,profile,module}, mounted at /services. */
export function systemRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route("/user", userRoutes(deps))
    .route("/system/group", systemGroupRoutes(deps))
    .route("/system/profile", systemProfileRoutes(deps))
    .route("/system/module", systemModuleRoutes(deps));
}
