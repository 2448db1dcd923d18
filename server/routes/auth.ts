import { Hono } from "hono";
import { z } from "zod";
import { audit } from "../audit.ts";
import { login } from "../auth/login.ts";
import { requireAuth } from "../auth/middleware.ts";
import { revokeSession } from "../auth/sessions.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ok } from "../envelope.ts";
import { parseBody, parseQuery } from "../validation.ts";

const loginBody = z.object({ email: z.string().trim().min(1).max(320), plain: z.string().min(1).max(256) });
const scopeQuery = z.object({
  region: z.string().max(64).optional(),
  tenant_code: z.string().max(32).optional(),
});

export function authRoutes(deps: AppDeps) {
  // Renew and logout take an authentic expired token: the server-side session is what decides.
  const session = requireAuth(deps, { allowExpired: true });
  return new Hono<AppEnv>()
    .post("/login", async (c) => {
      const scope = parseQuery(c, scopeQuery);
      const body = await parseBody(c, loginBody);
      return ok(c, await login(deps, c, { ...body, ...scope }));
    })
    .post("/renew", session, async (c) => {
      return ok(c, { token: await deps.tokens.sign(c.var.user.user_id, c.var.sessionId) });
    })
    .post("/logout", session, async (c) => {
      await deps.db.transaction().execute(async (trx) => {
        await revokeSession(trx, c.var.sessionId, deps.clock());
        await audit(trx, c, { action: "logout", message: "Cierre de sesión" });
      });
      return ok(c, { logged_out: true });
    });
}
