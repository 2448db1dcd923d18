import { useQuery } from "@tanstack/react-query";
import { UserPen } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { fetchOwnProfile } from "../../api/profile";
import { systemKeys } from "../../api/system-keys";
import type { GroupProfileRow } from "../../api/users";
import { executeCommand } from "../../commands/execute";
import { DefinitionList, type Definitions } from "../../kit/definition-list";
import { dateFormatter, timezoneLabel } from "../../kit/format";
import { signOut } from "../../session/actions";
import { tokenFailureFlash } from "../../session/messages";
import { session } from "../../session/store";
import { Button } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";
import { useLoadFailureAlert } from "../../ui/use-load-failure-alert";
import { closeDialog, useDialogRequest } from "../../workspace/intents";
import type { PaneProps } from "../../workspace/types";
import type { ProfileDialogRequest } from "./commands";
import { ProfileDialog } from "./profile-dialog";

/** Own profile (spec 1 §2): the user's data, their group/role table and the edit modal. */
export function ProfilePane({ paneId }: PaneProps) {
  const { t, i18n } = useTranslation();
  const profile = useQuery({ queryKey: systemKeys.ownProfile(), queryFn: fetchOwnProfile });
  const dialog = useDialogRequest<ProfileDialogRequest>(paneId);
  const { user } = useSnapshot(session);
  const columns = useMemo<Column<GroupProfileRow>[]>(
    () => [
      {
        id: "group_title",
        header: t("system.users.group"),
        value: (r) => r.group_title,
        width: 260,
        sortable: true,
      },
      {
        id: "profile_title",
        header: t("system.users.role"),
        value: (r) => r.profile_title,
        width: 220,
        sortable: true,
      },
    ],
    [t],
  );
  // Spec 1 §8: a failure naming the token datafield sends to login with its message; others say so here.
  const tokenFailure = tokenFailureFlash(profile.error) !== null;
  useEffect(() => {
    const flash = tokenFailureFlash(profile.error);
    if (flash) void signOut(flash);
  }, [profile.error]);
  useLoadFailureAlert(tokenFailure ? null : profile.error);
  const data = profile.data;
  if (profile.isError && !tokenFailure)
    return (
      <div role="alert" className="flex items-center gap-2 p-6 text-sm text-destructive">
        {t("common.errorLoading")}
        <Button size="sm" variant="outline" onClick={() => void profile.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  if (!data)
    return (
      <p role="status" className="p-6 text-sm text-muted-foreground">
        {t("common.loading")}
      </p>
    );
  const date = dateFormatter(i18n.language);
  const facts: Definitions = [
    [t("system.users.name"), data.name],
    [t("system.users.fullname"), data.fullname],
    [t("system.users.email"), data.email],
    [t("system.users.region"), user?.regions.find((r) => r.name === data.region)?.title ?? data.region],
    [t("system.users.timezone"), timezoneLabel(data.timezone.title)],
    [t("system.columns.createdAt"), date(data.created_at)],
    [t("system.columns.lastLogin"), date(data.last_login)],
  ];
  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-4">
        <DefinitionList items={facts} className="gap-x-6" />
        <Button
          variant="outline"
          onClick={() => void executeCommand("profile.editOwn", "toolbar", undefined, { paneId })}
        >
          <UserPen aria-hidden />
          {t("profile.edit")}
        </Button>
      </div>
      <h3 className="text-sm font-semibold">{t("system.users.rowsTitle")}</h3>
      <div className="min-h-48 flex-1">
        <DataTable
          ariaLabel={t("system.users.rowsTitle")}
          columns={columns}
          source={{ kind: "client", rows: data.group_profiles }}
          rowKey={(row) => `${row.group_id}-${row.profile_id}`}
          exportTitle="UserProfileFile"
          emptyText={t("system.users.noRows")}
        />
      </div>
      {dialog?.type === "ownProfile" && <ProfileDialog profile={data} onClose={() => closeDialog(paneId)} />}
    </div>
  );
}
