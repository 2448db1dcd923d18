import type { ServerModule } from "../platform/module.ts";
import { profileRoutes } from "./routes.ts";

/** The signed-in user's own profile. */
export const profileModule: ServerModule = { name: "profile", routes: [profileRoutes] };
