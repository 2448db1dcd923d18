import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { FoundUser, Subscription } from "../../api/consumption";
import {
  useCancelSubscription,
  useDeleteSubscriber,
  useModifyEmail,
  useTerminateSubscriptions,
} from "../../api/consumption-mutations";
import { isCancellable } from "./bridge";
import { errorText, formatDate, formatMoney, formatTotals } from "./format";
import { ReasonDialog } from "./reason-dialog";

// The four changes of spec 1 §2, each confirmed with its impact and a reason. Success and failure texts are
// the spec's: 'Cancelado', 'Terminado', 'Eliminado', 'Actualizado'; a failure shows its translated code.

type Base = { user: FoundUser; onClose(): void };

/** Which subscriptions a change touches, and what they add up to. */
function Impact({ rows }: { rows: readonly Subscription[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <ul className="list-disc space-y-1 pl-5">
        {rows.map((row) => (
          <li key={row.subscription_id}>
            {t("consumption.dialogs.line", {
              title: row.title,
              price: formatMoney(row.price, row.currency, language),
              expires: formatDate(row.expires_at, language, false),
            })}
          </li>
        ))}
      </ul>
      <p className="font-medium">
        {t("consumption.dialogs.amount", { amount: formatTotals(rows, language) })}
      </p>
    </>
  );
}

/** A refusal's translated text: shown once, inside the dialog, which stays open with what was typed. */
function useFailure() {
  const { t } = useTranslation();
  return (error: unknown) => errorText(t, error);
}

export function CancelDialog({ user, rows, onClose }: Base & { rows: readonly Subscription[] }) {
  const { t } = useTranslation();
  const cancel = useCancelSubscription();
  const failed = useFailure();
  // Rows already cancelled when a later one failed are not sent again on retry.
  const done = useRef(new Set<number>());
  return (
    <ReasonDialog
      title={t("consumption.dialogs.cancel.title", { count: rows.length })}
      confirmLabel={t("consumption.dialogs.cancel.confirm")}
      destructive
      onClose={onClose}
      onConfirm={async ({ reason }) => {
        for (const subscription of rows) {
          if (done.current.has(subscription.subscription_id)) continue;
          try {
            await cancel.mutateAsync({ user, subscription, reason });
            done.current.add(subscription.subscription_id);
          } catch (error) {
            return failed(error);
          }
        }
        toast.success(t("consumption.success.cancelled"));
        onClose();
        return null;
      }}
    >
      <p>{t("consumption.dialogs.cancel.intro", { name: user.NAME })}</p>
      <Impact rows={rows} />
    </ReasonDialog>
  );
}

export function TerminateDialog({ user, rows, onClose }: Base & { rows: readonly Subscription[] }) {
  const { t } = useTranslation();
  const terminate = useTerminateSubscriptions();
  const failed = useFailure();
  const targets = rows.filter(isCancellable);
  return (
    <ReasonDialog
      title={t("consumption.dialogs.terminate.title")}
      confirmLabel={t("consumption.dialogs.terminate.confirm")}
      destructive
      onClose={onClose}
      onConfirm={async ({ reason }) => {
        try {
          await terminate.mutateAsync({ user, reason });
        } catch (error) {
          return failed(error);
        }
        toast.success(t("consumption.success.terminated"));
        onClose();
        return null;
      }}
    >
      <p>{t("consumption.dialogs.terminate.intro", { name: user.NAME })}</p>
      <Impact rows={targets} />
    </ReasonDialog>
  );
}

export function DeleteDialog({
  user,
  rows,
  onClose,
  onDeleted,
}: Base & { rows: readonly Subscription[]; onDeleted(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteSubscriber();
  const failed = useFailure();
  const targets = rows.filter(isCancellable);
  return (
    <ReasonDialog
      title={t("consumption.dialogs.delete.title")}
      confirmLabel={t("consumption.dialogs.delete.confirm")}
      destructive
      onClose={onClose}
      onConfirm={async ({ reason }) => {
        try {
          await remove.mutateAsync({ user, reason });
        } catch (error) {
          return failed(error);
        }
        toast.success(t("consumption.success.deleted"));
        onClose();
        onDeleted();
        return null;
      }}
    >
      <p>
        {t("consumption.dialogs.delete.intro", { name: user.NAME, email: user.EMAIL, id: user.ID_USUARIO })}
      </p>
      {targets.length > 0 ? (
        <>
          <p>{t("consumption.dialogs.delete.terminates")}</p>
          <Impact rows={targets} />
        </>
      ) : (
        <p>{t("consumption.dialogs.delete.nothingActive")}</p>
      )}
    </ReasonDialog>
  );
}

export function EmailDialog({ user, onClose, onChanged }: Base & { onChanged(email: string): void }) {
  const { t } = useTranslation();
  const modify = useModifyEmail();
  const failed = useFailure();
  return (
    <ReasonDialog
      title={t("consumption.dialogs.email.title")}
      confirmLabel={t("consumption.dialogs.email.confirm")}
      field={{ label: t("consumption.dialogs.email.newEmail"), inputMode: "email" }}
      onClose={onClose}
      onConfirm={async ({ reason, value }) => {
        try {
          await modify.mutateAsync({ user, newEmail: value, reason });
        } catch (error) {
          return failed(error);
        }
        toast.success(t("consumption.success.updated"));
        onClose();
        onChanged(value.toLowerCase());
        return null;
      }}
    >
      <p>{t("consumption.dialogs.email.intro", { name: user.NAME, email: user.EMAIL })}</p>
    </ReasonDialog>
  );
}
