// Query keys of system administration and the own profile. Every key starts with "system" so one
// invalidation after a change (src/panes/system/shared/changes.ts) refreshes every list and picker at once.
import { moduleKey, resourceKeys, type Scope } from "./query-keys";

const system = resourceKeys("system", [
  "users",
  "lockedUsers",
  "userEmails",
  "groups",
  "roles",
  "roleNames",
  "modules",
  "activeGroups",
  "groupRoles",
  "activeRoles",
  "timezones",
  "ownProfile",
]);

export const systemKeys = {
  all: () => moduleKey("system"),
  /** The region and tenant the users pane renders with (it re-keys when either changes). */
  users: (region?: string, tenant?: string) =>
    system.users.lists(
      region === undefined || tenant === undefined ? undefined : ({ region, tenant } satisfies Scope),
    ),
  user: (id: number) => system.users.detail(id),
  lockedUsers: () => system.lockedUsers.lists(),
  emailTaken: (email: string) => system.userEmails.detail(email),
  groups: () => system.groups.lists(),
  roles: () => system.roles.lists(),
  roleName: (name: string, profileId?: number) =>
    system.roleNames.detail({ name, profileId: profileId ?? 0 }),
  modules: () => system.modules.lists(),
  activeGroups: () => system.activeGroups.lists(),
  groupRoles: (groupId: number) => system.groupRoles.detail(groupId),
  activeRoles: () => system.activeRoles.lists(),
  timezones: () => system.timezones.lists(),
  ownProfile: () => system.ownProfile.details(),
};
