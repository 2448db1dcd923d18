// Query keys of system administration and the own profile. Every key starts with "system" so one
// invalidation after a change (src/panes/system/changes.ts) refreshes every list and picker at once.
import { session } from "../session/store";

const scope = () => [session.region, session.tenant] as const;

export const systemKeys = {
  all: () => ["system"] as const,
  users: (region = session.region, tenant = session.tenant) => ["system", "users", region, tenant] as const,
  user: (id: number) => ["system", "user", id] as const,
  emailTaken: (email: string) => ["system", "emailTaken", email] as const,
  groups: () => ["system", "groups", ...scope()] as const,
  roles: () => ["system", "roles", ...scope()] as const,
  roleName: (name: string, profileId?: number) => ["system", "roleName", name, profileId ?? 0] as const,
  modules: () => ["system", "modules", ...scope()] as const,
  activeGroups: () => ["system", "pickers", "groups"] as const,
  groupRoles: (groupId: number) => ["system", "pickers", "groupRoles", groupId] as const,
  activeRoles: () => ["system", "pickers", "roles"] as const,
  timezones: () => ["system", "pickers", "timezones"] as const,
  ownProfile: () => ["system", "ownProfile", ...scope()] as const,
};
