import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useSnapshot } from "valtio";
import {
  createAndPublishMail,
  createMail,
  fetchMail,
  type Mail,
  type MailKey,
  mailKeys,
  updateMail,
} from "../../api/mails";
import { queryClient } from "../../api/query-client";
import { FormDialog } from "../../kit/form-dialog";
import { FormFieldList } from "../../kit/form-field-list";
import { FormCheck, FormSelect, FormText } from "../../kit/form-fields";
import { retryFailure } from "../../kit/retry-failure";
import { useZodForm } from "../../kit/zod-form";
import { can } from "../../permissions/catalog";
import { session } from "../../session/store";
import { HtmlEditor } from "./html-editor";
import { initialMailForm, mailFormSchema, mailPayload } from "./mail-form";
import { useMailReferences } from "./references";
import { useMailIdCheck } from "./use-mail-id-check";

type Props = { mailKey?: MailKey; onClose(): void };

/** Create or edit a template (spec 2 §2 modal modes create, update); editing first loads its HTML. */
export function MailDialog({ mailKey, onClose }: Props) {
  const { t } = useTranslation();
  const loaded = useQuery({
    queryKey: mailKeys.mails.detail(mailKey),
    queryFn: () => fetchMail(mailKey as MailKey),
    enabled: mailKey !== undefined,
  });
  const failed = loaded.isError;
  useEffect(() => {
    if (!failed) return;
    toast.error(t("mails.errors.load"));
    onClose();
  }, [failed, t, onClose]);
  if (!mailKey) return <MailForm onClose={onClose} />;
  return loaded.data ? <MailForm mail={loaded.data} onClose={onClose} /> : null;
}

function MailForm({ mail, onClose }: { mail?: Mail; onClose(): void }) {
  const { t } = useTranslation();
  const { user, region } = useSnapshot(session);
  const editing = mail !== undefined;
  const regions = (user?.regions ?? []).filter((r) => r.name !== "generic");
  const start = regions.some((r) => r.name === region) ? region : (regions[0]?.name ?? "");
  const form = useZodForm(mailFormSchema, initialMailForm(start, mail));
  const [id, mailRegion] = useWatch({ control: form.control, name: ["id_mail", "mail_region"] });
  const idStatus = useMailIdCheck(editing ? "" : id, mailRegion);
  const { programs, flows } = useMailReferences();
  const mayPublish = can(user, "mails", "publish");
  return (
    <FormDialog
      form={form}
      size="lg"
      title={editing ? t("mails.dialogs.editTitle", { id: mail.id_mail }) : t("mails.dialogs.createTitle")}
      blocked={!editing && idStatus !== "available"}
      failure={retryFailure}
      onSave={async (values) => {
        const payload = mailPayload(values);
        if (editing) await updateMail({ id_mail: mail.id_mail, region: mail.region }, payload);
        else if (values.publish) await createAndPublishMail(payload);
        else await createMail(payload);
        toast.success(t(values.publish ? "mails.messages.createdPublished" : "mails.messages.saved"));
        void queryClient.invalidateQueries({ queryKey: mailKeys.mails.all() });
        onClose();
      }}
      onClose={onClose}
    >
      <div className="grid gap-3 md:grid-cols-3">
        {editing ? (
          <p className="text-sm">
            <span className="text-muted-foreground">{t("mails.columns.id")}: </span>
            <span className="font-mono">{mail.id_mail}</span> · {mail.desc_region}
          </p>
        ) : (
          <>
            <div>
              <FormText id="mail-id" name="id_mail" label={t("mails.form.id")} autoComplete="off" autoFocus />
              <p role="status" className="mt-1 text-xs text-muted-foreground">
                {idStatus === "unknown" ? "" : t(`mails.form.idStatus.${idStatus}`)}
              </p>
            </div>
            <FormSelect
              id="mail-region"
              name="mail_region"
              label={t("mails.form.region")}
              options={regions.map((r) => ({ value: r.name, label: r.title }))}
            />
          </>
        )}
        <FormFieldList
          labels="mails.form"
          placeholder="mails.form.select"
          fields={[
            { id: "mail-subject", name: "subject", label: "subject", autoFocus: editing },
            { id: "mail-description", name: "descripcion", label: "description" },
            { id: "mail-program", name: "id_programa", label: "program", options: programs },
            { id: "mail-flow", name: "id_flujo", label: "flow", options: flows },
            { id: "mail-sender", name: "nombre", label: "sender" },
            { id: "mail-to", name: "mail_to", label: "testTo", inputMode: "email" },
          ]}
        />
      </div>
      <HtmlEditor />
      {!editing && mayPublish && (
        <FormCheck id="mail-publish" name="publish" label={t("mails.form.publishNow")} />
      )}
    </FormDialog>
  );
}
