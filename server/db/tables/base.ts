import type { Generated } from "kysely";

// Booleans are stored as 0/1 integers so the same schema works on SQLite and PostgreSQL (smallint).
type Flag = number;

export type RegionTable = { region_id: number; name: string; title: string };
export type TenantTable = { tenant_id: number; code: string; title: string };
export type TimezoneTable = { tz_id: Generated<number>; name: string; title: string; utc_offset: string };

export type ModuleTable = {
  module_id: Generated<number>;
  name: string;
  title: string;
  active: Flag;
  visible: Flag;
  verify_region: Flag;
};

export type ProfileTable = {
  profile_id: Generated<number>;
  name: string;
  title: string;
  active: Flag;
  view: Flag;
  edit: Flag;
  new: Flag;
  delete: Flag;
  publish: Flag;
  /** "ver datos personales" (issue 32 item 2; migration 620). */
  personal: Flag;
};

export type GroupTable = {
  group_id: Generated<number>;
  name: string;
  title: string;
  description: string;
  active: Flag;
};

export type GroupRegionTable = { group_id: number; region_id: number };
export type GroupTenantTable = { group_id: number; tenant_id: number };
export type GroupProfileTable = { group_id: number; profile_id: number };
export type GroupModuleTable = { group_id: number; module_id: number };

export type UserTable = {
  user_id: Generated<number>;
  name: string;
  fullname: string;
  email: string;
  password_hash: string;
  root: Flag;
  active: Flag;
  region_id: number;
  tz_id: number;
  failed_logins: Generated<number>;
  failed_login_at: Generated<string | null>;
  locked_at: string | null;
  last_login: string | null;
  created_at: string;
};

export type UserGroupProfileTable = { user_id: number; group_id: number; profile_id: number };

export type SettingTable = { key: string; value: string };

export type SessionTable = {
  jti: string;
  user_id: number;
  created_at: string;
  last_seen: string;
  revoked_at: string | null;
  /** Set with revoked_at when a newer sign-in of the same user ended it (migration 010). */
  superseded_at: string | null;
};

export type PasswordResetTable = {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type MailOutboxTable = {
  mail_id: Generated<number>;
  to: string;
  subject: string;
  body: string;
  created_at: string;
  claimed_at: Generated<string | null>;
  sent_at: Generated<string | null>;
  attempts: Generated<number>;
};

/** A fixed-window rate-limit counter (login and recovery, per address and per account). */
export type ThrottleTable = { key: string; hits: number; window_start: string };

export type MetadataTable = { key: string; value: string; description: string };

export type LegacyMenuTable = {
  menu_id: number;
  parent_id: number | null;
  name: string;
  url: string;
  icon: string;
  position: number;
};

export type NotificationTable = {
  notification_id: Generated<number>;
  user_id: number;
  message: string;
  created_at: string;
  delivered_at: string | null;
};

/** The auth_versions row that stands for every user (a group, role, module, region or tenant changed). */
export const ALL_USERS_VERSION = 0;

/** Permission version of one user, or of everyone (ALL_USERS_VERSION): see migration 007. */
export type AuthVersionTable = { user_id: number; version: Generated<number> };

export type JobStatus = "pending" | "done" | "failed";

export type JobTable = {
  job_id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: Generated<string>;
  /** At most one job per key (a scheduled run enqueued by every replica is queued once). */
  dedupe_key: string | null;
  status: JobStatus;
  /** Pending: when it may run; claimed: when the claim's lease runs out. */
  run_at: string;
  attempts: Generated<number>;
  locked_by: string | null;
  finished_at: string | null;
  error: string | null;
  created_at: string;
};

/** The base module's tables: reference data, identity (users, groups, roles, modules), sessions, defences. */
export type BaseTables = {
  regions: RegionTable;
  tenants: TenantTable;
  timezones: TimezoneTable;
  modules: ModuleTable;
  profiles: ProfileTable;
  groups: GroupTable;
  group_regions: GroupRegionTable;
  group_tenants: GroupTenantTable;
  group_profiles: GroupProfileTable;
  group_modules: GroupModuleTable;
  users: UserTable;
  user_group_profiles: UserGroupProfileTable;
  settings: SettingTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  mail_outbox: MailOutboxTable;
  throttles: ThrottleTable;
  metadata: MetadataTable;
  legacy_menu: LegacyMenuTable;
  notifications: NotificationTable;
  /** Shared by the replicas (migration 007): permission versions and background jobs. */
  auth_versions: AuthVersionTable;
  jobs: JobTable;
};
