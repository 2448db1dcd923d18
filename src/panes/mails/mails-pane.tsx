import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fetchMailPage, type MailSortField, mailKeys } from "../../api/mails";
import { mailCalls } from "../../contract/mails";
import { ListScreen } from "../../kit/list-screen";
import { dataTablesPage, fromRpp, serverList } from "../../kit/paging";
import { retryText } from "../../kit/retry-failure";
import { can } from "../../permissions/catalog";
import { session } from "../../session/store";
import { openDialog } from "../../workspace/intents";
import type { PaneProps } from "../../workspace/types";
import { useMailColumns } from "./mail-columns";
import { MailDialogs } from "./mail-dialogs";

/** Spec 2 §2, §9: the mails list's page sizes; 15, the dialect's, by default. */
const MAIL_PAGE_SIZES = [5, 15, 25, 50] as const;

/**
 * Mail templates (spec 2 §2 /index/mails): server-side list, 15 rows a page and a search 2 s after the
 * last key, newest modification first. A pasted id opens here with ?mail=&mail_region= (see lookup.ts).
 */
export function MailsPane({ paneId, params, setParams }: PaneProps) {
  const { t } = useTranslation();
  const columns = useMailColumns();
  const source = useMemo(
    () =>
      serverList({
        queryKey: mailKeys.mails.lists(),
        dialect: fromRpp<MailSortField>(),
        defaultSort: { field: "fecha_modificacion", order: "desc" },
        call: mailCalls.listMails,
        fetch: fetchMailPage,
        read: dataTablesPage,
        paging: { sizes: MAIL_PAGE_SIZES },
        failure: (error) => retryText(t, error),
      }),
    [t],
  );
  const { mail, mail_region } = params;
  useEffect(() => {
    if (!mail || !mail_region) return;
    const key = { id_mail: mail, region: mail_region };
    openDialog(paneId, { type: can(session.user, "mails", "edit") ? "edit" : "preview", key });
    setParams({});
  }, [mail, mail_region, paneId, setParams]);
  return (
    <ListScreen
      exportTitle="MailsFile"
      columns={columns}
      source={source}
      rowKey={(row) => `${row.id_mail}@${row.region}`}
      emptyText={t("mails.empty")}
      activate="mails.editMail"
    >
      <MailDialogs paneId={paneId} />
    </ListScreen>
  );
}
