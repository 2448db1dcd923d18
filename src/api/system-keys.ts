// Query keys of system administration and the own profile. Every key starts with "system" so one
// invalidation after a change (src/panes/system/shared/changes.ts) refreshes every list and picker at once.
import { moduleKey, queryKeysFactory, type Scope } from "./query-keys";

const users = queryKeysFactory("system", "users");
const lockedUsers = queryKeysFactory("system", "lockedUsers");
const emails = queryKeysFactory("system", "userEmails");
const groups = queryKeysFactory("system", "groups");
const roles = queryKeysFactory("system", "roles");
const roleNames = queryKeysFactory("system", "roleNames");
const modules = queryKeysFactory("system", "modules");
const activeGroups = queryKeysFactory("system", "activeGroups");
const groupRoles = queryKeysFactory("system", "groupRoles");
const activeRoles = queryKeysFactory("system", "activeRoles");
const timezones = queryKeysFactory("system", "timezones");
const ownProfile = queryKeysFactory("system", "ownProfile");

export const systemKeys = {
  all: () => moduleKey("system"),
  /** The region and tenant the users pane renders with (it re-keys when either changes). */
  users: (region?: string, tenant?: string) =>
    users.lists(
      region === undefined || tenant === undefined ? undefined : ({ region, tenant } satisfies Scope),
    ),
  user: (id: number) => users.detail(id),
  lockedUsers: () => lockedUsers.lists(),
  emailTaken: (email: string) => emails.detail(email),
  groups: () => groups.lists(),
  roles: () => roles.lists(),
  roleName: (name: string, profileId?: number) => roleNames.detail({ name, profileId: profileId ?? 0 }),
  modules: () => modules.lists(),
  activeGroups: () => activeGroups.lists(),
  groupRoles: (groupId: number) => groupRoles.detail(groupId),
  activeRoles: () => activeRoles.lists(),
  timezones: () => timezones.lists(),
  ownProfile: () => ownProfile.details(),
};
