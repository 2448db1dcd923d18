import { Tabs } from "radix-ui";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Filter } from "../../../contract/filters";
import { cn } from "../../../ui/cn";
import { closeDialog, useDialogRequest } from "../../../workspace/intents";
import type { FilterRequest } from "../bridge";
import { AvailableTable } from "./available-table";
import { IncludedTable } from "./included-table";
import { TagInput } from "./tag-input";
import { type Fields, useTags } from "./use-tags";

type Props = { paneId: string; filter: Filter; fields: Fields; canEdit: boolean };

const TAB =
  "rounded-t-md border-b-2 px-3 py-1.5 text-sm data-[state=active]:border-primary data-[state=active]:font-medium data-[state=inactive]:border-transparent data-[state=inactive]:text-muted-foreground";
const PANEL = "flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden";

/** Manual filter (spec 2 §2): the tag input, then available and included contents as tabs with counts. */
export function ManualEditor({ paneId, filter, fields, canEdit }: Props) {
  const { t, i18n } = useTranslation();
  const tagState = useTags(t, filter, fields);
  const [counts, setCounts] = useState({ available: 0, included: filter.total_contents });
  const tagsRef = useRef<HTMLInputElement>(null);
  const number = new Intl.NumberFormat(i18n.language);
  const onAvailable = useCallback(
    (available: number) => setCounts((c) => (c.available === available ? c : { ...c, available })),
    [],
  );
  const onIncluded = useCallback(
    (included: number) => setCounts((c) => (c.included === included ? c : { ...c, included })),
    [],
  );

  // Ids pasted on the palette ('Agregar contenidos por ID') become tags and are added at once.
  const request = useDialogRequest<FilterRequest>(paneId);
  const { append, add } = tagState;
  useEffect(() => {
    if (request?.type === "paste") {
      closeDialog(paneId);
      void add(append(request.tags));
    } else if (request?.type === "focusTags") {
      closeDialog(paneId);
      tagsRef.current?.focus();
    }
  }, [request, paneId, append, add]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      {canEdit && (
        <TagInput
          tags={tagState.tags}
          onAppend={append}
          onRemove={tagState.remove}
          onClear={tagState.clear}
          onAdd={() => void tagState.add()}
          onSaveWith={() => void tagState.saveWith()}
          busy={tagState.busy}
          canEdit={canEdit}
          inputRef={tagsRef}
        />
      )}
      <Tabs.Root defaultValue="included" className="flex min-h-96 flex-1 flex-col">
        <Tabs.List className="flex gap-1 border-b" aria-label={t("filters.editor.fields")}>
          <Tabs.Trigger value="available" className={cn(TAB)}>
            {t("filters.manual.available", { n: number.format(counts.available) })}
          </Tabs.Trigger>
          <Tabs.Trigger value="included" className={cn(TAB)}>
            {t("filters.manual.included", { n: number.format(counts.included) })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="available" forceMount className={PANEL}>
          <AvailableTable paneId={paneId} filter={filter} canEdit={canEdit} onCount={onAvailable} />
        </Tabs.Content>
        <Tabs.Content value="included" forceMount className={PANEL}>
          <IncludedTable paneId={paneId} filter={filter} canEdit={canEdit} onCount={onIncluded} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
