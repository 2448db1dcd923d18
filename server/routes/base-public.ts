import { Hono } from "hono";
import { z } from "zod";
import { finishRecovery, startRecovery } from "../auth/recovery.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, ok } from "../envelope.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { parseBody, parseParams, parseQuery } from "../validation.ts";

const findQuery = z
  .object({
    email: z.string().trim().min(1).max(320).optional(),
    name: z.string().trim().min(1).max(200).optional(),
  })
  .refine((q) => q.email !== undefined || q.name !== undefined, { path: ["email"] });
const userParams = z.object({ user_id: z.coerce.number().int().positive() });
const updateBody = z.object({
  user_id: z.coerce.number().int().positive(),
  token: z.string().min(1).max(200),
  plain: z.string().max(256),
});

/** Public part of /services/base: what the login page needs before anyone is signed in. */
export function basePublicRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/translations", (c) => ok(c, MESSAGES))
    .get("/user/find", async (c) => {
      const query = parseQuery(c, findQuery);
      const value = (query.email ?? query.name ?? "").toLowerCase();
      // Spec 1 §5: a value containing '@' is an e-mail, whatever parameter carried it.
      const user = await db
        .selectFrom("users")
        .select(["user_id", "name"])
        .where((eb) =>
          value.includes("@") ? eb("email", "=", value) : eb(eb.fn("lower", ["name"]), "=", value),
        )
        .orderBy("user_id")
        .limit(1)
        .executeTakeFirst();
      if (!user) throw new ApiError("user_not_found");
      return ok(c, user);
    })
    .get("/password/recover/:user_id", async (c) => {
      const { user_id } = parseParams(c, userParams);
      await startRecovery(deps, c, user_id);
      return ok(c, { sent: true });
    })
    .post("/password/update/:user_id", async (c) => {
      const { user_id } = parseParams(c, userParams);
      const body = await parseBody(c, updateBody);
      if (body.user_id !== user_id) throw new ApiError("invalid_request", { datafield: "user_id" });
      await finishRecovery(deps, c, { userId: user_id, token: body.token, plain: body.plain });
      return ok(c, { updated: true });
    });
}
