import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { TAG_MAX } from "../../../contract/filters";
import { Button } from "../../../ui/button";
import { IdTagInput } from "../../../ui/inputs/id-tag-input";
import type { IdTag } from "../../../ui/inputs/id-tags";

type Props = {
  tags: readonly IdTag[];
  onAppend(texts: string[]): void;
  onRemove(text: string): void;
  onClear(): void;
  onAdd(): void;
  onSaveWith(): void;
  busy: boolean;
  canEdit: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** Content ids as tags (spec 2 §5), with the actions on them: clear, add the tagged, save with them. */
export function TagInput({ tags, onClear, onAdd, onSaveWith, busy, canEdit, ...input }: Props) {
  const { t } = useTranslation();
  const invalid = tags.filter((tag) => tag.invalid).length;
  return (
    <div className="rounded-md border p-2">
      <IdTagInput
        {...input}
        label={t("filters.tags.label")}
        tags={tags}
        keyPrefix="filters.tags"
        max={TAG_MAX}
        hint={t("filters.tags.hint", { max: TAG_MAX })}
        actions={
          <>
            <Button size="sm" variant="outline" disabled={tags.length === 0 || busy} onClick={onClear}>
              {t("filters.tags.clear")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!canEdit || busy || tags.length === invalid}
              onClick={onAdd}
            >
              {t("filters.tags.add")}
            </Button>
            <Button size="sm" disabled={!canEdit || busy || tags.length === invalid} onClick={onSaveWith}>
              {t("filters.tags.saveWith")}
            </Button>
          </>
        }
      />
    </div>
  );
}
