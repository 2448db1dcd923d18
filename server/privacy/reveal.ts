import type { Context } from "hono";
import type { PersonalDataModule } from "../../src/contract/personal-data.ts";
import { REVEAL_KIND_MODULES, type RevealTarget } from "../../src/contract/privacy.ts";
import { can } from "../../src/permissions/catalog.ts";
import { audit } from "../audit.ts";
import type { AppDeps, AppEnv } from "../context.ts";
import { ApiError, forbidden } from "../envelope.ts";
import { readDataPolicy } from "../platform/data-policy.ts";
import { seesPersonalData } from "../platform/personal-data.ts";
import type { Revealer } from "../platform/reveal.ts";

export type RevealRequest = { module: PersonalDataModule; target: RevealTarget; reason: string };

/** The record a target names, for the audit message (its id: never the value). */
function recordOf(target: RevealTarget): string {
  switch (target.kind) {
    case "end_user":
      return `usuario ${target.id_usuario} (región ${target.region})`;
    case "subscription":
      return `suscripción ${target.subscription_id} (región ${target.region})`;
    case "edge_user":
      return `usuario de edge ${target.id}`;
    case "device":
      return `dispositivo ${target.id}`;
    case "log":
      return `registro ${target.log_id}`;
  }
}

/**
 * One masked value whole, for a caller who holds view on the module the target belongs to. A holder of the
 * module's "personal" privilege gets it as any answer would give it (still audited); anyone else only where
 * the module's policy allows revealing. The owning module's reader applies its list's scope; the audit row
 * names the module, the record, the field and the reason, and is about the subscriber when there is one.
 */
export async function revealValue(deps: AppDeps, c: Context<AppEnv>, request: RevealRequest) {
  const { module, target, reason } = request;
  const user = c.var.user;
  if (!can(user, module, "view")) throw forbidden();
  if (!REVEAL_KIND_MODULES[target.kind].includes(module))
    throw new ApiError("invalid_request", { datafield: "target" });
  const held = seesPersonalData(user, module);
  if (!held && !(await readDataPolicy(deps.db, module)).reveal)
    throw new ApiError("privacy_reveal_not_allowed");
  const revealer = deps.revealers[target.kind] as Revealer | undefined;
  const found = revealer ? await revealer(deps.db, c, target) : null;
  if (!found) throw new ApiError("privacy_record_not_found");
  await audit(deps.db, c, {
    action: "personal_data_reveal",
    message: `Dato personal revelado: módulo ${module} · ${target.kind} · ${recordOf(target)} · campo ${target.field}${held ? " · con privilegio de datos personales" : ""} · motivo: ${reason}`,
    subject: found.subject,
    detail: { reason },
  });
  return { value: found.value };
}
