import { z } from "zod";
import { PRIVILEGES, type Privilege, SPEC_PRIVILEGES } from "../permissions/catalog";

// What every role form shares (system roles, spec 1 §5; the role demo, spec 2 §5): its status, its privileges
// as checkboxes (the real roles' PRIVILEGES, or the demo's five), at least one of them ticked, and the 0/1
// flags the calls take.

/**
 * A role form's schema: the module's own fields (name, title… with its messages), `active` and the
 * privileges; `privilegeRequired` (an i18n key) is reported on `privileges` when none of the specifications'
 * five is ticked ("personal" alone grants nothing, as the server rules).
 */
export function roleFormSchema<Fields extends z.ZodRawShape, P extends Privilege = Privilege>(
  fields: Fields,
  privilegeRequired: string,
  privileges: readonly P[] = PRIVILEGES as readonly Privilege[] as readonly P[],
) {
  const privilegeChecks = Object.fromEntries(privileges.map((p) => [p, z.boolean()])) as Record<
    P,
    z.ZodBoolean
  >;
  return z
    .object({ ...fields, active: z.boolean(), ...privilegeChecks })
    .refine(
      (form) => SPEC_PRIVILEGES.some((p) => (form as Partial<Record<Privilege, boolean>>)[p] === true),
      {
        message: privilegeRequired,
        path: ["privileges"],
      },
    );
}

/** The checkboxes of a role (flags 0/1 or booleans); all clear without one. */
export function privilegeChecksOf<P extends Privilege = Privilege>(
  role?: Readonly<Partial<Record<P, unknown>>>,
  privileges: readonly P[] = PRIVILEGES as readonly Privilege[] as readonly P[],
): Record<P, boolean> {
  return Object.fromEntries(privileges.map((p) => [p, role?.[p] === 1 || role?.[p] === true])) as Record<
    P,
    boolean
  >;
}

/** The flags a call takes for a role's privileges (checkboxes or flags). */
export function privilegeFlagsOf<P extends Privilege = Privilege>(
  role: Readonly<Partial<Record<P, unknown>>>,
  privileges: readonly P[] = PRIVILEGES as readonly Privilege[] as readonly P[],
): Record<P, 0 | 1> {
  const checks = privilegeChecksOf(role, privileges);
  return Object.fromEntries(privileges.map((p) => [p, checks[p] ? 1 : 0])) as Record<P, 0 | 1>;
}
