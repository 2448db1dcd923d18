import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { systemKeys } from "../../../api/system-keys";
import { fetchUser, type UserRow } from "../../../api/users";
import { Dialog, DialogContent, DialogTitle } from "../../../ui/dialog";
import { closeDialog } from "../../../workspace/intents";
import { type FormMode, titleOf } from "../shared/dialogs";
import { UserFormDialog } from "./user-form-dialog";

type Props = { paneId: string; mode: FormMode; row?: UserRow; readOnly?: boolean };

/** Loads the user (edit, duplicate) before showing the form: the list row lacks the group/role titles. */
export function UserDialog({ paneId, mode, row, readOnly }: Props) {
  const { t } = useTranslation();
  const id = row?.user_id ?? 0;
  const detail = useQuery({
    queryKey: systemKeys.user(id),
    queryFn: () => fetchUser(id),
    enabled: id > 0,
    staleTime: 0,
  });
  const close = () => closeDialog(paneId);
  if (mode !== "create" && !detail.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && close()}>
        <DialogContent size="sm" aria-describedby={undefined}>
          <DialogTitle>{t(`system.users.title.${titleOf(mode, readOnly)}`)}</DialogTitle>
          <p role={detail.isError ? "alert" : "status"} className="text-sm">
            {detail.isError ? t("common.errorLoading") : t("common.loading")}
          </p>
        </DialogContent>
      </Dialog>
    );
  }
  return <UserFormDialog mode={mode} readOnly={readOnly} detail={detail.data} onClose={close} />;
}
