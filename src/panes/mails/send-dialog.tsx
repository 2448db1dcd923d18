import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { type MailKey, sendMail } from "../../api/mails";
import { FormDialog } from "../../kit/form-dialog";
import { FormText } from "../../kit/form-fields";
import { retryFailure } from "../../kit/retry-failure";
import { useZodForm } from "../../kit/zod-form";

const sendSchema = z.object({ mail_to: z.email("mails.form.emailRule").max(200) });

/** Sends a test of the template: the server queues it in its outbox (spec 2 §2 modal mode sendmail). */
export function SendDialog({
  mailKey,
  mailTo,
  onClose,
}: {
  mailKey: MailKey;
  mailTo: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(sendSchema, { mail_to: mailTo });
  return (
    <FormDialog
      form={form}
      title={t("mails.dialogs.sendTitle", { id: mailKey.id_mail })}
      description={t("mails.dialogs.sendIntro")}
      saveLabel={t("mails.dialogs.send")}
      failure={retryFailure}
      onSave={async ({ mail_to }) => {
        await sendMail(mailKey, mail_to);
        toast.success(t("mails.messages.sent", { to: mail_to }));
        onClose();
      }}
      onClose={onClose}
    >
      <FormText id="mail-send-to" name="mail_to" label={t("mails.form.testTo")} inputMode="email" autoFocus />
    </FormDialog>
  );
}
