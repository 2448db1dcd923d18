import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { saveFilter } from "../../../api/filters";
import { filterQuery } from "../../../api/filters-queries";
import { useSessionSnapshot } from "../../../commands/context";
import type { Filter } from "../../../contract/filters";
import { can } from "../../../permissions/catalog";
import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import { publishPaneData, setPaneSelection } from "../../../workspace/selection";
import type { PaneProps } from "../../../workspace/types";
import { refreshFilters, toastFailure } from "../actions";
import type { FilterRequest } from "../bridge";
import { failure } from "../messages";
import { AutomaticEditor } from "./automatic-editor";
import { EditorHeader } from "./editor-header";
import { ManualEditor } from "./manual-editor";
import { PublishDialog } from "./publish-dialog";
import type { Fields } from "./use-tags";

/** Edit a filter (spec 2 §2): its data, then the manual or the automatic form by its type. */
export function FilterEditorPane({ paneId, params }: PaneProps) {
  const { t } = useTranslation();
  const id = Number(params.filter_id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useQuery({ ...filterQuery(valid ? id : 0), enabled: valid });
  const filter = query.data;

  // The editor's commands act on this filter; as the pane's selection it also refreshes their toolbar state.
  useEffect(() => {
    publishPaneData(paneId, filter);
    setPaneSelection(paneId, filter ? [filter] : []);
  }, [paneId, filter]);
  useEffect(() => () => publishPaneData(paneId, undefined), [paneId]);

  if (!valid || query.error) {
    const shown = failure(t, "filters.messages.filterError", query.error);
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {shown.title} {shown.description}
      </p>
    );
  }
  if (!filter) {
    return (
      <p role="status" className="p-4 text-sm text-muted-foreground">
        {t("filters.editor.loading")}
      </p>
    );
  }
  return <Editor key={filter.filter_id} paneId={paneId} filter={filter} />;
}

function Editor({ paneId, filter }: { paneId: string; filter: Filter }) {
  const { t } = useTranslation();
  const session = useSessionSnapshot();
  const canEdit = can(session.user, "filtros", "edit");
  const canPublish = can(session.user, "filtros", "publish");
  const [fields, setFields] = useState<Fields>({ name: filter.name ?? "", description: filter.description });
  const [publishing, setPublishing] = useState(false);
  const [count, setCount] = useState(filter.total_contents);
  const onCount = useCallback((n: number) => setCount(n), []);

  const save = useCallback(async () => {
    try {
      await saveFilter({
        filter: { filter_id: filter.filter_id, name: fields.name, description: fields.description },
      });
      toast.success(t("filters.messages.saved"));
    } catch (error) {
      toastFailure(t, "filters.messages.saveError", error);
    } finally {
      await refreshFilters();
    }
  }, [filter.filter_id, fields, t]);

  const request = useDialogRequest<FilterRequest>(paneId);
  useEffect(() => {
    if (request?.type === "publish") {
      closeDialog(paneId);
      setPublishing(true);
    } else if (request?.type === "save") {
      closeDialog(paneId);
      void save();
    }
  }, [request, paneId, save]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 overflow-auto p-2">
      <EditorHeader
        paneId={paneId}
        filter={filter}
        fields={fields}
        onFields={setFields}
        canEdit={canEdit}
        canPublish={canPublish}
        count={filter.type === "M" ? filter.total_contents : count}
      />
      {filter.type === "M" ? (
        <ManualEditor paneId={paneId} filter={filter} fields={fields} canEdit={canEdit} />
      ) : (
        <AutomaticEditor paneId={paneId} filter={filter} canEdit={canEdit} onCount={onCount} />
      )}
      {publishing && <PublishDialog filter={filter} fields={fields} onClose={() => setPublishing(false)} />}
    </div>
  );
}
