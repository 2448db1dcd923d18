import { useTranslation } from "react-i18next";
import { type DemoRole, dummyKeys, fetchDemoRoles } from "../../../api/dummy";
import { ListScreen, useClientList } from "../../../kit/list-screen";
import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import type { PaneProps } from "../../../workspace/types";
import type { DummyDialog } from "../commands";
import { ArtistsTable } from "./artists-table";
import { useDemoRoleColumns } from "./role-columns";
import { DemoRoleDialog } from "./role-dialog";

/** The role demo area (spec 2 §2, /index/dummy): the demo roles with their permission columns, and the artists. */
export function DemoPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const columns = useDemoRoleColumns(paneId);
  const { source, notice } = useClientList<DemoRole>(dummyKeys.roles.lists(), () => fetchDemoRoles());
  const dialog = useDialogRequest<DummyDialog>(paneId);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex min-h-0 flex-[3] flex-col">
        <ListScreen
          label={t("dummy.roles.list")}
          exportTitle="DummyRoleFile"
          columns={columns}
          source={source}
          rowKey={(row) => row.role_id}
          initialSort={{ field: "role_id", order: "asc" }}
          emptyText={t("dummy.roles.empty")}
          activate="dummy.editRole"
          notice={notice}
        >
          {dialog?.type === "role" && (
            <DemoRoleDialog
              key={`${dialog.mode}-${dialog.row?.role_id}`}
              mode={dialog.mode}
              row={dialog.row}
              onClose={() => closeDialog(paneId)}
            />
          )}
        </ListScreen>
      </div>
      <div className="flex min-h-0 flex-[2] flex-col border-t">
        <ArtistsTable />
      </div>
    </div>
  );
}
