// Spec 3 §3 "Plan type metadata", §5 "Plan parameters", §9: plan types, their content types, period units and
// availability. Pure data and functions, shared by the wizard's form and the server.

export const PLAN_TYPES = ["A", "M", "P"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_TYPE_NAMES: Record<PlanType, string> = { A: "Suscripción", M: "Transacción", P: "Paquete" };

export const CONTENT_TYPES = {
  A: ["SVOD", "TV", "Paquete"],
  M: ["TVOD", "PVOD", "Evento", "Serie", "CompraTVOD", "CompraPVOD"],
  P: ["Paquete"],
} as const satisfies Record<PlanType, readonly string[]>;
export type ContentType = (typeof CONTENT_TYPES)[PlanType][number];
export const ALL_CONTENT_TYPES = [...new Set(Object.values(CONTENT_TYPES).flat())] as ContentType[];

/** Period units of a subscription; SVOD, TV and Paquete keep only year and month. */
export const TEMPORARY_UNITS = ["year", "month", "week", "day", "hour"] as const;
export type TemporaryUnit = (typeof TEMPORARY_UNITS)[number];
const YEARLY_MONTHLY: readonly TemporaryUnit[] = ["year", "month"];
const RESTRICTED_TO_YEAR_MONTH: readonly string[] = ["SVOD", "TV", "Paquete"];

/** Renewal without end, and automatic availability, are both encoded as 1200. */
export const UNLIMITED = 1200;
export const CYCLES_MIN = 1;
export const CYCLES_MAX = 9_999_999_999;
/** Transaction time options, in hours. */
export const TRANSACTION_HOURS = [24, 48] as const;

const MANUAL_AVAILABILITY: readonly string[] = ["TVOD", "PVOD", "Evento"];
const UNLIMITED_TRANSACTIONS: readonly string[] = ["Serie", "CompraTVOD", "CompraPVOD"];

export function isContentTypeOf(type: PlanType, contentType: string): contentType is ContentType {
  return (CONTENT_TYPES[type] as readonly string[]).includes(contentType);
}

/** Types A and P show unit, download, unlimited renewal and cycles; type M shows download and availability. */
export function isRenewable(type: PlanType): boolean {
  return type !== "M";
}

/** The period units a content type offers (subscriptions). */
export function periodUnitsFor(contentType: string): readonly TemporaryUnit[] {
  return RESTRICTED_TO_YEAR_MONTH.includes(contentType) ? YEARLY_MONTHLY : TEMPORARY_UNITS;
}

/** Rent TVOD, rent PVOD and Evento: manual; Serie and the purchases: automatic. */
export function availabilityOf(contentType: string): "manual" | "automatic" {
  return MANUAL_AVAILABILITY.includes(contentType) ? "manual" : "automatic";
}

/** Serie and the purchase transactions never expire (time shown as unlimited). */
export function isUnlimitedContent(contentType: string): boolean {
  return UNLIMITED_TRANSACTIONS.includes(contentType);
}

/** A transaction's unit: month when downloadable Serie or purchase, else hour. */
export function transactionUnit(contentType: string, download: 0 | 1): TemporaryUnit {
  return download === 1 && isUnlimitedContent(contentType) ? "month" : "hour";
}

/** The availability hours a transaction may take: 1200 when automatic, 24 or 48 when manual. */
export function availabilityHoursFor(contentType: string): readonly number[] {
  return availabilityOf(contentType) === "automatic" ? [UNLIMITED] : TRANSACTION_HOURS;
}

export type PlanTypeFields = {
  period: number | null;
  frequency: number | null;
  length: 0 | 1 | null;
  temporary_unit: TemporaryUnit | null;
  temporary_limit: number | null;
  priority: 0 | 1;
};

/**
 * What changing the plan type leaves in the type-dependent fields: all cleared, then for A and P frequency 1,
 * length 0, period 1, and for M temporary limit 1.
 */
export function planTypeDefaults(type: PlanType): PlanTypeFields {
  const cleared: PlanTypeFields = {
    period: null,
    frequency: null,
    length: null,
    temporary_unit: null,
    temporary_limit: null,
    priority: 0,
  };
  return type === "M"
    ? { ...cleared, temporary_limit: 1 }
    : { ...cleared, frequency: 1, length: 0, period: 1 };
}

/** The cycles a renewable plan stores: the number given, or 1200 with unlimited renewal. */
export function cyclesOf(unlimited: boolean, cycles: number): number {
  return unlimited ? UNLIMITED : cycles;
}

/** Priority is 1 or 0, and 0 (disabled) while the plan has no family. */
export function priorityFor(familyId: number, priority: 0 | 1): 0 | 1 {
  return familyId > 0 ? priority : 0;
}

/** A priority value another plan of the family already holds is flagged as existing. */
export function isExistingPriority(priority: number, taken: readonly number[]): boolean {
  return priority > 0 && taken.includes(priority);
}
