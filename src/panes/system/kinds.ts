import { paneKindId } from "../../workspace/kinds";

// System administration's screens (spec 1 §2).
export const USERS = paneKindId("system.users");
export const LOCKED_USERS = paneKindId("system.lockedUsers");
export const GROUPS = paneKindId("system.groups");
export const ROLES = paneKindId("system.roles");
export const LOGS = paneKindId("system.logs");
export const MODULES = paneKindId("system.modules");
export const PERSONAL_DATA = paneKindId("system.personalData");
