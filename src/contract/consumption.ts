import { z } from "zod";
import { defineCalls } from "./define.ts";
import type { ErrorCode } from "./errors.ts";
import { positiveId } from "./fields.ts";

// consulta_consumo (spec 1 §3, §7): look an end user up, list their subscriptions, and the four audited
// changes. Every call is a GET with the spec's parameters (a POST with the same fields is answered too);
// business refusals are HTTP 200 with status 1 and result.errors = a PGS_* code.

export const CONSUMPTION_CODES = [
  "PGS_USR_00001",
  "PGS_USR_00002",
  "PGS_USR_00003",
  "PGS_USR_00004",
  "PGS_USR_00005",
  "PGS_SUB_00001",
  "PGS_SUB_00002",
  "PGS_SUB_00003",
  "PGS_SUB_00004",
] as const satisfies readonly ErrorCode[];
export type ConsumptionCode = (typeof CONSUMPTION_CODES)[number];

/** Named codes, so call sites read as what went wrong. */
export const CODE = {
  userNotFound: "PGS_USR_00001",
  noSubscriptions: "PGS_USR_00002",
  invalidEmail: "PGS_USR_00003",
  emailInUse: "PGS_USR_00004",
  invalidPhone: "PGS_USR_00005",
  subscriptionNotFound: "PGS_SUB_00001",
  subscriptionNotCancellable: "PGS_SUB_00002",
  subscriptionOfAnotherUser: "PGS_SUB_00003",
  subscriptionWithoutPayment: "PGS_SUB_00004",
} as const satisfies Record<string, ConsumptionCode>;

export const PHONE_TYPES = ["telmex", "telcel"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const foundUser = z.object({
  USER_HASH: z.string(),
  REGION_NOMBRE: z.string(),
  ID_USUARIO: z.int(),
  EMAIL: z.string(),
  NAME: z.string(),
  PHONE_TELMEX: z.string().nullable(),
  PHONE_TELCEL: z.string().nullable(),
  CREATED_AT: z.string(),
});
export type FoundUser = z.output<typeof foundUser>;

export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "terminated"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One row of subscription/list. */
export const subscription = z.object({
  subscription_id: z.int(),
  title: z.string(),
  origin: z.string(),
  ip: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  price: z.number(),
  currency: z.string(),
  waspurchased: z.enum(["0", "1"]),
  payment_method: z.string(),
  payment_status: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
});
export type Subscription = z.output<typeof subscription>;

export const subscriptionList = z.object({ subscriptions: z.array(subscription), total: z.number() });
export type SubscriptionList = z.output<typeof subscriptionList>;

/** How a palette search hit matched: its e-mail, or one of the two phones. */
export const searchHit = foundUser.extend({ MATCH: z.enum(["email", ...PHONE_TYPES]) });
export type SearchHit = z.output<typeof searchHit>;

/** The /services/base/metadata key the consumption screens read (spec 1 §7). */
export const PAYMENT_NULL_SETTING = "adm_payment_null_constrain";

/** A subscription with no registered payment method (null or empty, whichever the server sends). */
export function lacksPaymentMethod(row: { payment_method: string | null }): boolean {
  return !row.payment_method?.trim();
}

/**
 * adm_payment_null_constrain: '1' lets a subscription without a registered payment method be cancelled, '0'
 * refuses it. Without the setting (a server that does not keep it) nothing is refused.
 */
export function cancelsWithoutPayment(setting: string | undefined): boolean {
  return setting !== "0";
}

const text = (max: number) => z.string().trim().min(1).max(max);
const id = positiveId;
// Spec 1 §7 names no reason: optional (a blank one counts as none); the console always sends one for the audit.
const reason = z.string().trim().max(500).optional();

// The fixed client parameters of spec 1 §7 (api_version v7, generic device data, format json): accepted, and
// only a format other than json is refused since every answer is JSON. Unknown device keys are ignored.
// region: the subscriber's region, "mexico" when absent (spec 1 §9).
const client = {
  region: z.string().trim().max(40).optional(),
  api_version: z.string().trim().max(16).optional(),
  format: z.literal("json").optional(),
};

const consumption = { module: "consulta_consumo" } as const;
const get = { method: ["GET", "POST"], queryInBody: true } as const;

export const consumptionCalls = defineCalls("consumption", {
  findUserByEmail: {
    ...get,
    summary: "End user by e-mail (case-insensitive) in a region",
    path: "/consulta_consumo/user/byemail",
    query: z.object({ ...client, email: text(254) }),
    result: foundUser,
    errors: [CODE.userNotFound, CODE.invalidEmail],
    access: { ...consumption, privilege: "view" },
  },
  findUserByPhone: {
    ...get,
    summary: "End user by a telmex or telcel phone in a region",
    path: "/consulta_consumo/user/bytel",
    query: z.object({ ...client, phone: text(40), type: z.enum(PHONE_TYPES) }),
    result: foundUser,
    errors: [CODE.userNotFound, CODE.invalidPhone],
    access: { ...consumption, privilege: "view" },
  },
  findUserById: {
    ...get,
    summary:
      "End user by id_usuario in a region (this server's extension): how a subscriber found by a search or " +
      "listed by the directory is opened again when their e-mail reached the console masked",
    path: "/consulta_consumo/user/byid",
    query: z.object({ ...client, id_usuario: id }),
    result: foundUser,
    errors: [CODE.userNotFound],
    access: { ...consumption, privilege: "view" },
  },
  searchUsers: {
    ...get,
    summary: "Palette search: e-mail prefix or leading phone digits (this server's extension)",
    path: "/consulta_consumo/user/search",
    query: z.object({
      ...client,
      term: z.string().trim().max(100),
      limit: z.coerce.number<number>().int().min(1).max(20).default(8),
    }),
    result: z.object({ kind: z.enum(["email", "phone", "none"]), users: z.array(searchHit) }),
    access: { ...consumption, privilege: "view" },
  },
  listSubscriptions: {
    ...get,
    summary: "Subscriptions of an end user, newest first, with the sum of their prices",
    path: "/consulta_consumo/subscription/list",
    query: z.object({ ...client, user_hash: text(64) }),
    result: subscriptionList,
    errors: [CODE.userNotFound, CODE.noSubscriptions],
    access: { ...consumption, privilege: "view" },
  },
  cancelSubscription: {
    ...get,
    summary: "Cancels one purchased, active subscription (audited with the reason)",
    path: "/consulta_consumo/subscription/cancel",
    query: z.object({
      ...client,
      user_hash: text(64),
      id_usuario: id.optional(),
      email: text(254).optional(),
      subscription_id: id,
      reason,
    }),
    result: z.object({ subscription_id: z.int(), status: z.literal("cancelled") }),
    errors: [
      CODE.userNotFound,
      CODE.subscriptionNotFound,
      CODE.subscriptionNotCancellable,
      CODE.subscriptionOfAnotherUser,
      CODE.subscriptionWithoutPayment,
    ],
    access: { ...consumption, privilege: "edit" },
  },
  terminateSubscriptions: {
    ...get,
    summary: "Terminates every active purchased subscription of an end user (audited with the reason)",
    path: "/consulta_consumo/subscription/terminate",
    query: z.object({ ...client, user_hash: text(64), reason }),
    result: z.object({ terminated: z.int() }),
    errors: [CODE.userNotFound],
    access: { ...consumption, privilege: "edit" },
  },
  modifyEmail: {
    ...get,
    summary: "Changes an end user's e-mail; success is result.ACTUALIZO '1' (audited with the reason)",
    path: "/consulta_consumo/user/modifyemail",
    // Spec 1 §7 sends id_usuario and the new e-mail as email; new_email (with email the current one) is this
    // console's stricter form.
    query: z.object({ ...client, id_usuario: id, email: text(254), new_email: text(254).optional(), reason }),
    result: z.object({ ACTUALIZO: z.literal("1") }),
    errors: [CODE.userNotFound, CODE.invalidEmail, CODE.emailInUse],
    access: { ...consumption, privilege: "edit" },
  },
  deleteUser: {
    ...get,
    summary: "Terminates the active purchased subscriptions, then deletes the end user (audited)",
    path: "/consulta_consumo/user/delete",
    query: z.object({ ...client, user_hash: text(64), id_usuario: id.optional(), reason }),
    result: z.object({ deleted: z.literal(1), terminated: z.int() }),
    errors: [CODE.userNotFound],
    access: { ...consumption, privilege: "delete" },
  },
});
