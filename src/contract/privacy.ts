import { z } from "zod";
import { defineCalls } from "./define.ts";
import { positiveId } from "./fields.ts";
import { PERSONAL_DATA_MODULES, type PersonalDataModule } from "./personal-data.ts";

// Personal data of end users (issue 32 item 2). Masking itself needs no call: every answer of the modules in
// PERSONAL_DATA_MODULES is masked on the server for a caller without that module's "personal" privilege.
// These calls are the administrator's policy per module (may a masked value be revealed with a reason; the
// most rows one export may carry) and the reveal of one value, which is audited with its reason.

export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 500;
/** Largest row cap an administrator can set (an Excel sheet's rows less the header). */
export const EXPORT_ROW_CAP_MAX = 1_048_575;

export const dataPolicy = z.object({
  module: z.string(),
  /** Whether a user without the privilege may reveal one value by giving a reason (audited). */
  reveal: z.boolean(),
  /** Most rows one export of this module's tables may carry; null: no cap beyond the format's own. */
  export_row_cap: z.int().min(1).max(EXPORT_ROW_CAP_MAX).nullable(),
});
export type DataPolicy = z.output<typeof dataPolicy>;

/** What one value to reveal is: a record of a module and the field of it. */
export const revealTarget = z.discriminatedUnion("kind", [
  /** A subscriber of consulta_consumo (also listed by the clients directory). */
  z.object({
    kind: z.literal("end_user"),
    region: z.string().trim().min(1).max(40),
    id_usuario: positiveId,
    field: z.enum(["email", "name", "phone_telmex", "phone_telcel"]),
  }),
  /** The IP a subscription was bought from. */
  z.object({
    kind: z.literal("subscription"),
    region: z.string().trim().min(1).max(40),
    subscription_id: positiveId,
    field: z.literal("ip"),
  }),
  /** A user of an edge (monitoring). */
  z.object({ kind: z.literal("edge_user"), id: positiveId, field: z.enum(["email", "username"]) }),
  /** A device of an edge user (monitoring). */
  z.object({ kind: z.literal("device"), id: z.string().trim().min(1).max(100), field: z.literal("ip") }),
  /** An audit log row's message. */
  z.object({ kind: z.literal("log"), log_id: positiveId, field: z.literal("message") }),
]);
export type RevealTarget = z.output<typeof revealTarget>;
export type RevealKind = RevealTarget["kind"];

/** The modules whose screens show each kind of value: a reveal names one of them (its view and policy count). */
export const REVEAL_KIND_MODULES: Readonly<Record<RevealKind, readonly PersonalDataModule[]>> = {
  end_user: ["consulta_consumo", "clients"],
  subscription: ["consulta_consumo"],
  edge_user: ["dashboard"],
  device: ["dashboard"],
  log: ["logs"],
};

const policyModule = z.enum(PERSONAL_DATA_MODULES);

export const privacyCalls = defineCalls("privacy", {
  listDataPolicies: {
    summary:
      "The personal-data policy of each module that has personal data: may a masked value be revealed, the " +
      "most rows per export. Every signed-in console reads it (what to offer, where an export stops)",
    method: "GET",
    path: "/privacy/policies",
    result: z.array(dataPolicy),
    access: "signed-in",
  },
  setDataPolicy: {
    summary: "Sets one module's personal-data policy (audited with before → after)",
    method: "PUT",
    path: "/privacy/policies/:module",
    params: z.object({ module: policyModule }),
    body: z.object({
      reveal: z.boolean(),
      export_row_cap: z.int().min(1).max(EXPORT_ROW_CAP_MAX).nullable(),
    }),
    result: dataPolicy,
    access: { module: "modules", privilege: "edit" },
  },
  revealPersonalValue: {
    summary:
      "One masked value whole, for a caller who may read the record (the module's view and scope) where the " +
      "policy allows it; the reason is written to the audit log (and to the subscriber's case history)",
    method: "POST",
    path: "/privacy/reveal",
    body: z.object({
      module: policyModule,
      target: revealTarget,
      reason: z.string().trim().min(REVEAL_REASON_MIN).max(REVEAL_REASON_MAX),
    }),
    result: z.object({ value: z.string() }),
    // Admitted with view on any module with personal data; the handler then asks view on body.module (else
    // user_without_permission), a kind of that module (REVEAL_KIND_MODULES, else invalid_request on target)
    // and, for a subscriber, a region the caller holds (wsgu_invalid_region).
    errors: ["privacy_reveal_not_allowed", "privacy_record_not_found"],
    access: { module: PERSONAL_DATA_MODULES, privilege: "view" },
  },
});
