import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { executeCommand } from "../../../commands/execute";
import type { Filter } from "../../../contract/filters";
import { ActiveSwitch } from "../../../kit/active-switch";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/input";
import { toggleStatus } from "../actions";
import { isPublishable } from "../bridge";
import type { Fields } from "./use-tags";

type Props = {
  paneId: string;
  filter: Filter;
  fields: Fields;
  onFields(fields: Fields): void;
  canEdit: boolean;
  canPublish: boolean;
  count: number;
};

/** The filter's data: type and content type (fixed), status switch, name and description, save and publish. */
export function EditorHeader({ paneId, filter, fields, onFields, canEdit, canPublish, count }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" });
  const { user_data: data } = filter;
  const publishable = isPublishable(filter);
  const run = (command: string) => void executeCommand(command, "toolbar", undefined, { paneId });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canEdit) run("filters.saveFilter");
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-2 rounded-md border p-2"
      aria-label={t("filters.editor.fields")}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold tabular-nums">ID {filter.filter_id}</span>
        <span>{t(`filters.types.${filter.type}`)}</span>
        <span>{t(`filters.itemTypes.${filter.item_type}`)}</span>
        <span className="inline-flex items-center gap-1.5">
          <ActiveSwitch
            checked={filter.status === "ACT"}
            label={t("filters.columns.condition")}
            disabled={!canEdit}
            onToggle={() => void toggleStatus(t, filter)}
          />
          {t(`filters.statuses.${filter.status}`)}
        </span>
        <span className="text-muted-foreground">{t("filters.editor.count", { count })}</span>
        <span className="ml-auto text-xs text-muted-foreground">
          {t("filters.editor.modifiedBy", {
            date: date.format(new Date(data.modified_date)),
            user: data.modified_user,
          })}
          {" · "}
          {data.publish_date
            ? t("filters.editor.publishedBy", {
                date: date.format(new Date(data.publish_date)),
                user: data.publish_user,
              })
            : t("filters.editor.neverPublished")}
        </span>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid min-w-48 flex-1 gap-1 text-sm" htmlFor={`${id}-name`}>
          {t("filters.form.name")}
          <Input
            id={`${id}-name`}
            value={fields.name}
            maxLength={150}
            disabled={!canEdit}
            onChange={(e) => onFields({ ...fields, name: e.target.value })}
          />
        </label>
        <label className="grid min-w-48 flex-[2] gap-1 text-sm" htmlFor={`${id}-description`}>
          {t("filters.form.description")}
          <Input
            id={`${id}-description`}
            value={fields.description}
            maxLength={1000}
            disabled={!canEdit}
            onChange={(e) => onFields({ ...fields, description: e.target.value })}
          />
        </label>
        {canEdit && <Button type="submit">{t("filters.editor.save")}</Button>}
        {canPublish && (
          <Button
            variant="outline"
            disabled={!publishable}
            title={publishable ? undefined : t("filters.editor.publishDisabled")}
            onClick={() => run("filters.publishFilter")}
          >
            {t("filters.editor.publish")}
          </Button>
        )}
      </div>
    </form>
  );
}
