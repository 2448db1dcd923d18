import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type MailKey, mailKeys, previewMail } from "../../api/mails";
import { Field } from "../../kit/field";
import { retryText } from "../../kit/retry-failure";
import { useDebounced } from "../../ui/data-table/use-debounced";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../ui/dialog";
import { PreviewFrame } from "./preview-frame";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The published look of a template for a recipient (GET preview, mail_region and mail_to). */
export function PreviewDialog({ mailKey, onClose }: { mailKey: MailKey; onClose(): void }) {
  const { t } = useTranslation();
  const [to, setTo] = useState("");
  const recipient = useDebounced(EMAIL.test(to.trim()) ? to.trim() : "", 400);
  const preview = useQuery({
    queryKey: mailKeys.mails.detail(["preview", mailKey, recipient]),
    queryFn: () => previewMail(mailKey, recipient || undefined),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t("mails.dialogs.previewTitle", { id: mailKey.id_mail })}</DialogTitle>
        </DialogHeader>
        <Field
          id="mail-preview-to"
          label={t("mails.form.previewTo")}
          inputMode="email"
          value={to}
          placeholder={preview.data?.mail_to}
          onChange={(event) => setTo(event.target.value)}
        />
        {preview.isError && (
          <p role="alert" className="text-sm text-destructive">
            {retryText(t, preview.error)}
          </p>
        )}
        {preview.data && (
          <>
            <p className="text-sm">
              <span className="text-muted-foreground">{t("mails.form.subject")}: </span>
              {preview.data.subject}
            </p>
            <PreviewFrame
              title={t("mails.dialogs.previewFrame")}
              html={preview.data.html}
              className="h-96 w-full rounded-md border bg-white"
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
