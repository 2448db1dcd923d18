import { api } from "../../../api/client";

/**
 * A system DELETE (`/user/{id}`, `/system/group/{id}`, `/system/profile/{id}`, `/system/module/{id}`) with
 * the operator's reason as the `reason` query parameter: the server keeps it in the audit row.
 */
export function deleteAudited(path: `/${string}`, reason: string): Promise<unknown> {
  return api(path, { method: "DELETE", query: { reason } });
}
