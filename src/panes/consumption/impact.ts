import type { TFunction } from "i18next";
import type { FoundUser, Subscription } from "../../api/consumption";
import type { ImpactPreview } from "../../commands/types";
import { i18n } from "../../i18n";
import { formatDate, formatMoney, formatTotals } from "./format";
import { isCancellable } from "./shown";

// What each change of a subscriber will do, before it runs: which subscriptions and what they add up to.

function touched(t: TFunction, rows: readonly Subscription[]): Pick<ImpactPreview, "records" | "amounts"> {
  const language = i18n.language;
  return {
    records: rows.map((row) =>
      t("consumption.dialogs.line", {
        title: row.title,
        price: formatMoney(row.price, row.currency, language),
        expires: formatDate(row.expires_at, language, false),
      }),
    ),
    amounts: [t("consumption.dialogs.amount", { amount: formatTotals(rows, language) })],
  };
}

export function cancelPreview(t: TFunction, user: FoundUser, rows: readonly Subscription[]): ImpactPreview {
  return {
    title: t("consumption.dialogs.cancel.title", { count: rows.length }),
    summary: [t("consumption.dialogs.cancel.intro", { name: user.NAME })],
    ...touched(t, rows),
    confirmLabel: t("consumption.dialogs.cancel.confirm"),
    // "Cancelar" beside "Cancelar suscripción" reads as the same action: the way out says "Volver".
    dismissLabel: t("consumption.dialogs.back"),
  };
}

export function terminatePreview(
  t: TFunction,
  user: FoundUser,
  rows: readonly Subscription[],
): ImpactPreview {
  return {
    title: t("consumption.dialogs.terminate.title"),
    summary: [t("consumption.dialogs.terminate.intro", { name: user.NAME })],
    ...touched(t, rows.filter(isCancellable)),
    confirmLabel: t("consumption.dialogs.terminate.confirm"),
  };
}

export function deletePreview(t: TFunction, user: FoundUser, rows: readonly Subscription[]): ImpactPreview {
  const targets = rows.filter(isCancellable);
  const intro = t("consumption.dialogs.delete.intro", {
    name: user.NAME,
    email: user.EMAIL,
    id: user.ID_USUARIO,
  });
  return {
    title: t("consumption.dialogs.delete.title"),
    ...(targets.length > 0
      ? { summary: [intro, t("consumption.dialogs.delete.terminates")], ...touched(t, targets) }
      : { summary: [intro, t("consumption.dialogs.delete.nothingActive")] }),
    confirmLabel: t("consumption.dialogs.delete.confirm"),
  };
}

export function emailPreview(t: TFunction, user: FoundUser): ImpactPreview {
  return {
    title: t("consumption.dialogs.email.title"),
    summary: [t("consumption.dialogs.email.intro", { name: user.NAME, email: user.EMAIL })],
    confirmLabel: t("consumption.dialogs.email.confirm"),
  };
}
