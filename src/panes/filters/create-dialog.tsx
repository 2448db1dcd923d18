import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { saveFilter } from "../../api/filters";
import { contentTypesQuery } from "../../api/filters-queries";
import type { FilterType, ItemType } from "../../contract/filters";
import { useSubmitState } from "../../kit/use-submit-state";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../ui/dialog";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { NativeSelect } from "../../ui/native-select";
import { openScreen } from "../../workspace/intents";
import { FailureActions } from "./failure-actions";
import { FILTER_EDITOR } from "./kinds";
import { failure } from "./messages";

/**
 * Create filter (spec 2 §2, §4): Manual or Automatic, content type, status, name, description. Form 2 is the
 * editor: once the save returns the new id it opens beside the list.
 */
export function CreateFilterDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const types = useQuery(contentTypesQuery());
  const [type, setType] = useState<FilterType>("M");
  const [itemType, setItemType] = useState<ItemType>("G");
  const [active, setActive] = useState(true);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const { pending: saving, error, submit: run } = useSubmitState<{ title: string; description?: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        const saved = await saveFilter({
          filter: { type, item_type: itemType, status: active ? "ACT" : "NOACT", name, description },
        });
        toast.success(t("filters.form.created"));
        onClose();
        openScreen(FILTER_EDITOR, { filter_id: String(saved.filter.filter_id) }, { placement: "right" });
      },
      (caught) => failure(t, "filters.messages.saveError", caught),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent size="lg" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t("filters.form.createTitle")}</DialogTitle>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t("filters.form.type")}</legend>
            {(["M", "A"] as const).map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-type`}
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className="mt-0.5"
                />
                <span>
                  <span className="font-medium">{t(`filters.types.${value}`)}</span>
                  <span className="block text-muted-foreground">{t(`filters.typeHints.${value}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-item`}>{t("filters.form.itemType")}</Label>
            <NativeSelect
              id={`${id}-item`}
              value={itemType}
              onChange={(e) => setItemType(e.target.value as ItemType)}
            >
              {(types.data ?? []).map((option) => (
                <option key={option.code_item_type} value={option.code_item_type}>
                  {t(`filters.itemTypes.${option.code_item_type}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
              className="size-4 accent-primary"
            />
            {t("filters.form.status")}
          </label>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>{t("filters.form.name")}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={150}
              onChange={(e) => setName(e.target.value)}
              autoFocus
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-description`}>{t("filters.form.description")}</Label>
            <Input
              id={`${id}-description`}
              value={description}
              maxLength={1000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
          <FailureActions error={error} busy={saving} cancelLabel={t("common.cancel")} onCancel={onClose}>
            <Button type="submit" disabled={saving || !types.data}>
              {saving ? t("filters.form.saving") : t("common.save")}
            </Button>
          </FailureActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
