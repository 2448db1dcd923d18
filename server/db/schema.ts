import type { Generated } from "kysely";
import type { Subscription } from "../../src/contract/consumption.ts";
import type { DashboardTables } from "../dashboard/tables.ts";

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
};

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

export type LogLevel = "info" | "warning" | "error";

export type LogTable = {
  log_id: Generated<number>;
  datetime: string;
  user: string;
  ip: string;
  url: string;
  action: string;
  message: string;
  level: LogLevel;
};

export type EndUserTable = {
  id_usuario: number;
  user_hash: string;
  email: string;
  region: string;
  phone_telmex: string | null;
  phone_telcel: string | null;
  name: string;
  created_at: string;
};

export type SubscriptionTable = Omit<Subscription, "subscription_id"> & {
  subscription_id: Generated<number>;
  id_usuario: number;
};

export type Database = DashboardTables & {
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
  metadata: MetadataTable;
  legacy_menu: LegacyMenuTable;
  notifications: NotificationTable;
  logs: LogTable;
  end_users: EndUserTable;
  subscriptions: SubscriptionTable;
};
