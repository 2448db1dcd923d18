import type { ServerModule } from "../platform/module.ts";
import { authRoutes } from "../routes/auth.ts";

/** Sign-in, renewal and sign-out (its tables, sessions and resets, are the base module's). */
export const authModule: ServerModule = { name: "auth", routes: [authRoutes] };
