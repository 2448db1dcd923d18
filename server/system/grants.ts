import type { ErrorCode } from "../../src/contract/errors.ts";
import { PRIVILEGES, type Privilege } from "../../src/permissions/catalog.ts";
import type { AuthUser } from "../context.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../envelope.ts";

// "Nobody grants what they do not hold": what a non-root administrator holds is their own derived rules,
// regions and tenants (AuthUser), and every write that would give someone more is compared with them.

export type Flags = Partial<Record<Privilege, number | boolean>>;

const isOn = (value: number | boolean | undefined) => value === 1 || value === true;

/** The privileges set in flags that the editor lacks on the module (empty when all are held). */
export function missingPrivileges(editor: AuthUser, module: string, flags: Flags): Privilege[] {
  const rule = editor.rules.find((r) => r.name === module);
  return PRIVILEGES.filter((p) => isOn(flags[p]) && rule?.privileges[p] !== true);
}

export const holdsModule = (editor: AuthUser, module: string) => editor.rules.some((r) => r.name === module);
export const holdsRegion = (editor: AuthUser, regionId: number) =>
  editor.regions.some((r) => r.region_id === regionId);
export const holdsTenant = (editor: AuthUser, tenantId: number) =>
  editor.tenants.some((t) => t.tenant_id === tenantId);

/** A refusal with a code of its own (403 in the catalogue) and the form field to point at, if one is to blame. */
export function refuse(code: ErrorCode, datafield?: string): ApiError {
  return new ApiError(code, { datafield });
}

/** Privilege flags of roles, by id. */
export async function roleFlags(db: Db, profileIds: readonly number[]): Promise<Map<number, Flags>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("profiles")
    .select(["profile_id", ...PRIVILEGES])
    .where("profile_id", "in", [...profileIds])
    .execute();
  return new Map(rows.map(({ profile_id, ...flags }) => [profile_id, flags]));
}

/** Module names, by id. */
export async function moduleNames(db: Db, moduleIds: readonly number[]): Promise<Map<number, string>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("modules")
    .select(["module_id", "name"])
    .where("module_id", "in", [...moduleIds])
    .execute();
  return new Map(rows.map((row) => [row.module_id, row.name]));
}
