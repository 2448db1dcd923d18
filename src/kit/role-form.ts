import { z } from "zod";
import { PRIVILEGES, type Privilege } from "../permissions/catalog";

// What every role form shares (system roles, spec 1 §5; the role demo, spec 2 §5): its status, its five
// privileges as checkboxes, at least one of them ticked, and the 0/1 flags the calls take.

const privilegeChecks = Object.fromEntries(PRIVILEGES.map((p) => [p, z.boolean()])) as Record<
  Privilege,
  z.ZodBoolean
>;

/**
 * A role form's schema: the module's own fields (name, title… with its messages), `active` and the five
 * privileges; `privilegeRequired` (an i18n key) is reported on `privileges` when none is ticked.
 */
export function roleFormSchema<Fields extends z.ZodRawShape>(fields: Fields, privilegeRequired: string) {
  return z
    .object({ ...fields, active: z.boolean(), ...privilegeChecks })
    .refine((form) => PRIVILEGES.some((p) => (form as Record<Privilege, boolean>)[p]), {
      message: privilegeRequired,
      path: ["privileges"],
    });
}

/** The checkboxes of a role (flags 0/1 or booleans); all clear without one. */
export function privilegeChecksOf(role?: Readonly<Record<Privilege, unknown>>): Record<Privilege, boolean> {
  return Object.fromEntries(PRIVILEGES.map((p) => [p, role?.[p] === 1 || role?.[p] === true])) as Record<
    Privilege,
    boolean
  >;
}

/** The flags a call takes for a role's privileges (checkboxes or flags). */
export function privilegeFlagsOf(role: Readonly<Record<Privilege, unknown>>): Record<Privilege, 0 | 1> {
  const checks = privilegeChecksOf(role);
  return Object.fromEntries(PRIVILEGES.map((p) => [p, checks[p] ? 1 : 0])) as Record<Privilege, 0 | 1>;
}
