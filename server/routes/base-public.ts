import { Hono } from "hono";
import { z } from "zod";
import { findForRecovery, finishRecovery, startRecovery } from "../auth/recovery.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, ok } from "../envelope.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { bodyId, parseBody, parseParams, parseQuery, textId } from "../validation.ts";

const findQuery = z
  .object({
    email: z.string().trim().min(1).max(320).optional(),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((q) => q.email !== undefined || q.name !== undefined, { path: ["email"] });
// user_id here is the recovery pseudonym that find answered (server/auth/recovery-ref.ts).
const userParams = z.object({ user_id: textId });
const updateBody = z.object({
  user_id: bodyId,
  token: z.string().min(1).max(200),
  plain: z.string().max(256),
});

/** Public part of /services/base: what the login page needs before anyone is signed in. */
export function basePublicRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/translations", (c) => ok(c, MESSAGES))
    .get("/user/find", async (c) => {
      const query = parseQuery(c, findQuery);
      return ok(c, await findForRecovery(deps, c, query.email ?? query.name ?? ""));
    })
    .get("/password/recover/:user_id", async (c) => {
      const { user_id } = parseParams(c, userParams);
      await startRecovery(deps, c, user_id);
      return ok(c, { sent: true });
    })
    .post("/password/update/:user_id", async (c) => {
      const { user_id } = parseParams(c, userParams);
      const body = await parseBody(c, updateBody);
      if (body.user_id !== user_id) throw new ApiError(400, "invalid_request", { datafield: "user_id" });
      await finishRecovery(deps, c, { ref: user_id, token: body.token, plain: body.plain });
      return ok(c, { updated: true });
    });
}
