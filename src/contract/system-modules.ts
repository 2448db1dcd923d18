import { z } from "zod";
import { defineCalls, privilegeOn } from "./define.ts";
import { flag, flagValue, positiveId } from "./fields.ts";
import { recordCalls } from "./system-record.ts";

// Modules administration (spec 1 §7 /services/system/module, module `modules`).

/** A module with verify_region as a boolean (spec 1 §3) and the number of groups granting it. */
export const moduleRow = z.object({
  module_id: z.int(),
  name: z.string(),
  title: z.string(),
  active: flagValue,
  visible: flagValue,
  verify_region: z.boolean(),
  groups: z.int(),
});
export type ModuleRow = z.output<typeof moduleRow>;

const fields = {
  // Module names are the keys of the permission rules: lowercase identifiers only.
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z0-9_]+$/),
  title: z.string().trim().min(1).max(200),
  active: flag,
  visible: flag,
  verify_region: flag,
};
export const updateModuleBody = z.object(fields).partial();
export const createModuleBody = z.object({
  ...fields,
  active: flag.default(1),
  visible: flag.default(1),
  verify_region: flag.default(0),
});

const access = privilegeOn("modules");
const record = recordCalls({
  base: "/system/module",
  id: "module_id",
  row: moduleRow,
  notFound: "module_not_found",
  access,
});

export const moduleCalls = defineCalls("system", {
  listModules: {
    summary: "Visible modules unless all=1; group_id narrows to the modules a group grants",
    method: "GET",
    path: "/system/module",
    query: z.object({ all: flag.optional(), group_id: positiveId.optional() }),
    result: z.array(moduleRow),
    errors: ["group_not_found"],
    access: access("view"),
  },
  createModule: {
    summary: "Creates a module",
    method: "POST",
    path: "/system/module",
    body: createModuleBody,
    result: moduleRow,
    errors: ["system_module_name_exists"],
    access: access("new"),
    status: 201,
  },
  setModuleVisible: record.toggle("Shows or hides a module in the menus", "visible", []),
  getModule: record.get("A module"),
  updateModule: record.update("Updates the fields sent", updateModuleBody, [
    "system_module_name_exists",
    // Module names key every permission check: only root renames or reactivates one (issue 12).
    "system_module_rename_forbidden",
    "system_module_activate_forbidden",
  ]),
  deleteModule: record.remove(
    "Deletes a module and removes it from every group; the optional reason goes to the audit row",
    z.object({ module_id: z.int(), groups_removed: z.int() }),
    [],
  ),
});
