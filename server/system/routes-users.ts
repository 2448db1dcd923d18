import { userCalls } from "../../src/contract/system-users.ts";
import { firstWhere } from "../db/by-keys.ts";
import { ApiError } from "../envelope.ts";
import { implement } from "../platform/route.ts";
import { listUsers } from "./user-list.ts";
import { listLockedUsers } from "./user-locks.ts";
import { readUser } from "./user-read.ts";
import { createUser, deleteUser, setUserActive, updateUser } from "./user-write.ts";

/** /services/user: staff users administration (module `user`). */
export const userRoutes = implement(userCalls, (deps) => {
  const { db } = deps;
  return {
    listUsers: async ({ query }) => listUsers(db, query),
    createUser: async ({ body }, c) => readUser(db, await createUser(deps, c, body)),
    // Spec 1 §4: result 0 means the e-mail is available, 1 that a user already has it.
    checkUserEmail: async ({ body }) => {
      const taken = await firstWhere(db, "users", "user_id", { email: body.email });
      return taken ? 1 : 0;
    },
    setUserActive: async ({ params, body }, c) => {
      if (body.id !== undefined && body.id !== params.user_id)
        throw new ApiError("invalid_request", { datafield: "id" });
      await setUserActive(deps, c, params.user_id, body.active);
      return readUser(db, params.user_id);
    },
    listLockedUsers: async () => listLockedUsers(deps),
    getUser: async ({ params }) => readUser(db, params.user_id),
    updateUser: async ({ params, body }, c) => {
      await updateUser(deps, c, params.user_id, body);
      return readUser(db, params.user_id);
    },
    deleteUser: async ({ params, query }, c) => {
      await deleteUser(deps, c, params.user_id, query.reason);
      return { user_id: params.user_id };
    },
  };
});
