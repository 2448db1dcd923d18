import type { z } from "zod";
import type { paymentMailInput } from "../../../src/contract/products/wizard.ts";
import type { Actor } from "../domain/actor.ts";
import type { RuleIssue } from "../domain/failures.ts";
import { ruleRefusal } from "../domain/failures.ts";
import { paymentKey, setPaymentMail } from "../domain/payment-store.ts";
import { recordRateStep } from "../domain/rate-store.ts";
import type { Rate, Trx } from "./load.ts";

// Step 5 (spec 3 §2 communication, §4 "E-mail status"): each payment's purchase and cancellation e-mail. The
// status follows the template: publish when it has a publish date, draft otherwise, disassociated when the
// template is not found in the rate's region.

type MailLine = z.output<typeof paymentMailInput>;
const KINDS = [
  ["purchase", "key_email"],
  ["cancel", "cancelation_key_email"],
] as const;

async function statusOf(trx: Trx, key: string, regionId: number) {
  const template = await trx
    .selectFrom("mails as m")
    .innerJoin("regions as r", "r.name", "m.region")
    .select("m.fecha_publicacion")
    .where("m.id_mail", "=", key)
    .where("r.region_id", "=", regionId)
    .executeTakeFirst();
  if (!template) return "disassociated" as const;
  return template.fecha_publicacion ? ("publish" as const) : ("draft" as const);
}

export async function saveMails(
  trx: Trx,
  actor: Actor,
  rate: Rate,
  lines: readonly MailLine[],
): Promise<void> {
  const payments = await trx
    .selectFrom("product_rate_payments")
    .select(["payment_id", "user_type_id", "payment_method_id", "currency_id"])
    .where("rate_id", "=", rate.rate_id)
    .execute();
  if (payments.length === 0) throw ruleRefusal([{ field: "payments", message: "paymentRequired" }]);
  const byKey = new Map(payments.map((p) => [paymentKey(p), p.payment_id]));
  const unknown: RuleIssue[] = lines.flatMap((line, index) =>
    byKey.has(paymentKey(line))
      ? []
      : [{ field: `payments.${index}.payment_method_id`, message: "paymentUnavailable" as const }],
  );
  if (unknown.length > 0) throw ruleRefusal(unknown);
  for (const line of lines) {
    const paymentId = byKey.get(paymentKey(line)) as number;
    for (const [kind, field] of KINDS) {
      const key = line[field]?.trim();
      const mail = key ? { key_email: key, status: await statusOf(trx, key, rate.region_id) } : null;
      await setPaymentMail(trx, actor, paymentId, kind, mail);
    }
  }
  await recordRateStep(trx, actor, rate.rate_id, Math.max(rate.last_step_saved, 5));
  await actor.record(trx, "update", `Tarifa ${rate.rate_id} paso 5: correos`);
}
