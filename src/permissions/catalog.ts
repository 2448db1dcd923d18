// The module and privilege catalogue of spec 1 §6. Shared by the console and the reference server so that
// both apply exactly the same rules (the server is the authority; the console only hides).

/**
 * The five privileges of the specifications (spec 1 §6): what a role lets one do in a module. The role demo
 * (module `dummy`) keeps exactly these, and a real role needs at least one of them.
 */
export const SPEC_PRIVILEGES = ["view", "edit", "new", "delete", "publish"] as const;
export type SpecPrivilege = (typeof SPEC_PRIVILEGES)[number];

/**
 * A role's privileges per module: the specifications' five and "personal" (issue 32 item 2, "ver datos
 * personales"), which lets its holder see end users' e-mails, phones, IPs and names whole in that module's
 * answers (without it the server masks them). "personal" alone grants nothing: it widens what view shows.
 */
export const PRIVILEGES = [...SPEC_PRIVILEGES, "personal"] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const MODULES = [
  "user",
  "logs",
  "groups",
  "modules",
  "roles",
  "dummy",
  "mails",
  "dashboard",
  "consulta_consumo",
  "servicetype",
  "clients",
  "products",
  "filtros",
  "admapa",
  "apauat",
  "apa",
  "providers",
  "ostream",
  "adminv9",
] as const;
export type ModuleName = (typeof MODULES)[number];

/** Modules of system administration (the power operator has every module except these). */
export const SYSTEM_MODULES: readonly ModuleName[] = ["user", "logs", "groups", "modules", "roles"];

export type Rule = {
  readonly name: string;
  readonly privileges: Readonly<Partial<Record<Privilege, boolean>>>;
};

/** The part of a signed-in user that permission checks need. */
export type RuleHolder = { readonly root: number | string | boolean; readonly rules: readonly Rule[] };

export function isRoot(user: Pick<RuleHolder, "root">): boolean {
  return user.root === 1 || user.root === "1" || user.root === true;
}

/** Root bypasses every check; otherwise the user needs the privilege on the module through some rule. */
export function can(user: RuleHolder | null | undefined, module: string, privilege: Privilege): boolean {
  if (!user) return false;
  if (isRoot(user)) return true;
  return user.rules.some((rule) => rule.name === module && rule.privileges[privilege] === true);
}

export function isModuleName(name: string): name is ModuleName {
  return (MODULES as readonly string[]).includes(name);
}
