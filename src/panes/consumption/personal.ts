import type { TFunction } from "i18next";
import type { FoundUser, Subscription } from "../../api/consumption";
import type { RevealTarget } from "../../api/privacy";
import type { CommandContext } from "../../commands/types";
import { onlySelected, revealCommand } from "../../kit/reveal-command";
import type { RevealChoice } from "../../kit/reveal-store";
import { LOOKUP } from "./kinds";
import { isSubscription, shownIn } from "./shown";

// The subscriber's personal data (issue 32 item 2): the server sends it masked to a role without
// «Ver datos personales» on consulta_consumo; one value at a time may be revealed with a reason.

export const REVEAL_SUBSCRIBER = "consumption.revealSubscriber";
export const REVEAL_IP = "consumption.revealIp";

export type SubscriberField = "email" | "name" | "phone_telmex" | "phone_telcel";

/** Each personal field of the card: its value in the answer and the card's label of it. */
export const SUBSCRIBER_FIELDS: readonly {
  field: SubscriberField;
  value(user: FoundUser): string;
  label: string;
}[] = [
  { field: "email", value: (user) => user.EMAIL, label: "consumption.card.email" },
  { field: "name", value: (user) => user.NAME, label: "consumption.card.name" },
  { field: "phone_telmex", value: (user) => user.PHONE_TELMEX ?? "", label: "consumption.card.telmex" },
  { field: "phone_telcel", value: (user) => user.PHONE_TELCEL ?? "", label: "consumption.card.telcel" },
];

/** A subscriber's field as the reveal call names it; the region is the console's (consultation is per region). */
export const subscriberTarget = (region: string, user: FoundUser, field: SubscriberField): RevealTarget => ({
  kind: "end_user",
  region,
  id_usuario: user.ID_USUARIO,
  field,
});

export const ipTarget = (region: string, row: Subscription): RevealTarget => ({
  kind: "subscription",
  region,
  subscription_id: row.subscription_id,
  field: "ip",
});

function subscriberChoices(t: TFunction, region: string, user: FoundUser): RevealChoice[] {
  return SUBSCRIBER_FIELDS.filter((spec) => spec.value(user) !== "").map((spec) => ({
    target: subscriberTarget(region, user, spec.field),
    label: t(spec.label),
  }));
}

function ipRecord(ctx: CommandContext) {
  const row = onlySelected(ctx.selection, isSubscription);
  if (!row) return undefined;
  return {
    subject: ctx.t("consumption.personal.subscriptionOf", { id: row.subscription_id }),
    choices: [{ target: ipTarget(ctx.session.region, row), label: ctx.t("consumption.columns.ip") }],
  };
}

export const revealCommands = [
  revealCommand({
    id: REVEAL_SUBSCRIBER,
    group: "consumption",
    pane: LOOKUP,
    module: "consulta_consumo",
    order: 4,
    keywords: ["correo", "email", "teléfono", "phone", "nombre", "name", "suscriptor", "subscriber"],
    surfaces: ["palette"],
    record: (ctx) => {
      const user = shownIn(ctx)?.user;
      if (!user) return undefined;
      return { subject: user.NAME, choices: subscriberChoices(ctx.t, ctx.session.region, user) };
    },
  }),
  revealCommand({
    id: REVEAL_IP,
    group: "consumption",
    pane: LOOKUP,
    module: "consulta_consumo",
    order: 5,
    keywords: ["ip", "suscripción", "subscription"],
    surfaces: ["row", "palette"],
    record: ipRecord,
  }),
];
