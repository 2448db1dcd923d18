import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { systemKeys } from "../../../api/system-keys";
import { fetchGroupRoles, type GroupRecord } from "../../../api/system-pickers";
import { SelectField } from "../../../kit/select-field";
import { Button } from "../../../ui/button";
import { addGroupRow, type GroupRoleRow, removeGroupRow } from "./group-rows";

type Props = {
  groups: readonly GroupRecord[];
  rows: GroupRoleRow[];
  onChange(rows: GroupRoleRow[]): void;
  error?: string;
};

/** The user modals' group/role table: pick a group, then one of its active roles, add; remove rows. */
export function GroupRoleEditor({ groups, rows, onChange, error }: Props) {
  const { t } = useTranslation();
  const groupSelect = useRef<HTMLSelectElement>(null);
  const [groupId, setGroupId] = useState("");
  const [profileId, setProfileId] = useState("");
  const roles = useQuery({
    queryKey: systemKeys.groupRoles(Number(groupId)),
    queryFn: () => fetchGroupRoles(Number(groupId)),
    enabled: groupId !== "",
  });
  const add = () => {
    const group = groups.find((g) => g.group_id === Number(groupId));
    const role = roles.data?.find((r) => r.profile_id === Number(profileId));
    const outcome = addGroupRow(rows, {
      group_id: group?.group_id,
      group_title: group?.title,
      profile_id: role?.profile_id,
      profile_title: role?.title,
    });
    if (outcome.ok) {
      onChange(outcome.rows);
      setGroupId("");
      setProfileId("");
      // Keyboard flow: the next row starts where this one did.
      groupSelect.current?.focus();
    } else if (outcome.reason === "duplicate") {
      toast.warning(t("system.users.duplicateGroupTitle"), { description: t("system.users.duplicateGroup") });
    }
  };
  return (
    <section className="grid gap-2" aria-labelledby="user-rows-title">
      <h3 id="user-rows-title" className="text-sm font-semibold">
        {t("system.users.rowsTitle")}
      </h3>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
        <SelectField
          id="user-row-group"
          ref={groupSelect}
          label={t("system.users.group")}
          placeholder={t("common.select")}
          options={groups.map((g) => ({ value: g.group_id, label: g.title }))}
          value={groupId}
          onChange={(event) => {
            // Spec 1 §5: changing the group reloads its roles and clears the chosen one.
            setGroupId(event.target.value);
            setProfileId("");
          }}
        />
        <SelectField
          id="user-row-role"
          label={t("system.users.role")}
          placeholder={roles.isFetching ? t("common.loading") : t("common.select")}
          options={(roles.data ?? []).map((r) => ({ value: r.profile_id, label: r.title }))}
          value={profileId}
          disabled={groupId === "" || roles.isFetching}
          onChange={(event) => setProfileId(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" className="h-9" onClick={add} disabled={!groupId || !profileId}>
          {t("system.users.addRow")}
        </Button>
      </div>
      <table className="w-full text-sm" aria-label={t("system.users.rowsTitle")}>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="py-1 font-medium">{t("system.users.group")}</th>
            <th className="py-1 font-medium">{t("system.users.role")}</th>
            <th className="w-10 py-1" aria-label={t("system.columns.actions")} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.group_id} className="border-t">
              <td className="py-1">{row.group_title}</td>
              <td className="py-1">{row.profile_title}</td>
              <td className="py-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t("system.users.removeRow", { group: row.group_title })}
                  onClick={() => onChange(removeGroupRow(rows, row.group_id))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr className="border-t">
              <td colSpan={3} className="py-2 text-xs text-muted-foreground">
                {t("system.users.noRows")}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}
