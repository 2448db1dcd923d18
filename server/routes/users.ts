import { Hono } from "hono";
import { z } from "zod";
import { requireAuth, requirePrivilege } from "../auth/middleware.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, ok } from "../envelope.ts";
import { idParam } from "../system/fields.ts";
import { activationBody, createUserBody, updateUserBody } from "../system/user-fields.ts";
import { listUsers, userListQuery } from "../system/user-list.ts";
import { readUser } from "../system/user-read.ts";
import { createUser, deleteUser, setUserActive, updateUser } from "../system/user-write.ts";
import { parseBody, parseParams, parseQuery } from "../validation.ts";

const userParams = idParam("user_id");
const findBody = z.object({ email: z.string().trim().toLowerCase().min(1).max(320) });

/** /services/user: staff users administration (module `user`). */
export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const can = (privilege: "view" | "new" | "edit" | "delete") => requirePrivilege("user", privilege);
  return (
    new Hono<AppEnv>()
      .use("*", requireAuth(deps))
      .get("/", can("view"), async (c) => ok(c, await listUsers(db, parseQuery(c, userListQuery))))
      .post("/", can("new"), async (c) => {
        const userId = await createUser(deps, c, await parseBody(c, createUserBody));
        return ok(c, await readUser(db, userId), { created: true });
      })
      // Spec 1 §4: result 0 means the e-mail is available, 1 that a user already has it.
      .post("/findby", can("view"), async (c) => {
        const { email } = await parseBody(c, findBody);
        const taken = await db
          .selectFrom("users")
          .select("user_id")
          .where("email", "=", email)
          .executeTakeFirst();
        return ok(c, taken ? 1 : 0);
      })
      .put("/activation/:user_id", can("edit"), async (c) => {
        const { user_id } = parseParams(c, userParams);
        const body = await parseBody(c, activationBody);
        if (body.id !== undefined && body.id !== user_id)
          throw new ApiError("invalid_request", { datafield: "id" });
        await setUserActive(deps, c, user_id, body.active);
        return ok(c, await readUser(db, user_id));
      })
      .get("/:user_id", can("view"), async (c) =>
        ok(c, await readUser(db, parseParams(c, userParams).user_id)),
      )
      .put("/:user_id", can("edit"), async (c) => {
        const { user_id } = parseParams(c, userParams);
        await updateUser(deps, c, user_id, await parseBody(c, updateUserBody));
        return ok(c, await readUser(db, user_id));
      })
      .delete("/:user_id", can("delete"), async (c) => {
        const { user_id } = parseParams(c, userParams);
        await deleteUser(deps, c, user_id);
        return ok(c, { user_id });
      })
  );
}
