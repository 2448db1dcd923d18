import { authCalls } from "../../src/contract/auth.ts";
import { audit } from "../audit.ts";
import { revokeSession } from "../platform/auth/sessions.ts";
import { implement } from "../platform/route.ts";
import { login } from "./login.ts";

export const authRoutes = implement(authCalls, (deps) => ({
  login: async ({ query, body }, c) => login(deps, c, { ...body, ...query }),
  renewToken: async (_, c) => ({ token: await deps.tokens.sign(c.var.user.user_id, c.var.sessionId) }),
  logout: async (_, c) => {
    await deps.db.transaction().execute(async (trx) => {
      await revokeSession(trx, c.var.sessionId, deps.clock());
      await audit(trx, c, { action: "logout", message: "Cierre de sesión" });
    });
    return { logged_out: true as const };
  },
}));
