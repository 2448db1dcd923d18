import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { cloneFilter } from "../../../api/filters";
import { requestConfirm } from "../../../commands/confirm";
import type { CloneAction, CloneTarget, Filter } from "../../../contract/filters";
import { useSubmitState } from "../../../kit/use-submit-state";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "../../../ui/dialog";
import { NativeSelect } from "../../../ui/native-select";
import { openScreen } from "../../../workspace/intents";
import { refreshFilters } from "../actions";
import { FILTER_EDITOR } from "../kinds";
import { cloneErrorText } from "../messages";
import { CLONE_ACTIONS, CLONE_TARGETS, complete, originType, targetAllowed } from "./clone-rules";
import { cloneConfirmation } from "./clone-text";
import { FilterFinder } from "./filter-finder";

/**
 * Clone filters (spec 2 §2, §4, §5): Exportar / Importar, the destination type (Nuevo disabled for
 * Importar), origin and destination through the finder, a confirmation warning that the destination's
 * contents are replaced, then 'El filtro ID: {id} se generó correctamente.'. Static backdrop.
 */
export function CloneDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<CloneAction>("Exportar");
  const [target, setTarget] = useState<CloneTarget>("Nuevo");
  const [origin, setOrigin] = useState<Filter | null>(null);
  const [destination, setDestination] = useState<Filter | null>(null);
  const { pending: running, error, setError, submit } = useSubmitState();
  const [done, setDone] = useState<number | null>(null);

  const selections = {
    action,
    type: target,
    origin: origin?.filter_id ?? null,
    destination: target === "Nuevo" ? 0 : (destination?.filter_id ?? null),
  };
  const ready = complete(selections) && origin !== null;

  const chooseAction = (next: CloneAction) => {
    setAction(next);
    setOrigin(null);
    if (!targetAllowed(next, target)) {
      setTarget(next === "Exportar" ? "Nuevo" : "M");
      setDestination(null);
    }
  };

  const run = async () => {
    if (!ready || !origin) {
      setError(t("filters.clone.incomplete"));
      return;
    }
    if (
      !(await requestConfirm(cloneConfirmation(t, action, origin, target === "Nuevo" ? null : destination)))
    )
      return;
    await submit(
      async () => {
        const result = await cloneFilter(selections);
        const message = t("filters.messages.cloneDone", { id: result.filter_id_destination });
        toast.success(message);
        setDone(result.filter_id_destination);
        await refreshFilters();
      },
      (caught) => cloneErrorText(t, caught),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !running && onClose()}>
      <DialogContent
        size="lg"
        aria-describedby={undefined}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t("filters.clone.title")}</DialogTitle>
        </DialogHeader>
        <div className="grid gap-3">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">{t("filters.clone.action")}</legend>
            {CLONE_ACTIONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="clone-action"
                  checked={action === value}
                  onChange={() => chooseAction(value)}
                />
                {t(`filters.clone.${value}`)}
              </label>
            ))}
            <p className="w-full text-xs text-muted-foreground">
              {t(action === "Exportar" ? "filters.clone.exportHint" : "filters.clone.importHint")}
            </p>
          </fieldset>
          <div className="grid gap-1 text-sm">
            <span aria-hidden>{t("filters.clone.type")}</span>
            <NativeSelect
              aria-label={t("filters.clone.type")}
              value={target}
              onChange={(event) => {
                setTarget(event.target.value as CloneTarget);
                setDestination(null);
              }}
            >
              {CLONE_TARGETS.map((value) => (
                <option key={value} value={value} disabled={!targetAllowed(action, value)}>
                  {t(`filters.types.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FilterFinder
            label={t("filters.clone.origin")}
            required={originType(action)}
            chosen={origin}
            onChoose={setOrigin}
          />
          {target === "Nuevo" ? (
            <p className="text-sm text-muted-foreground">{t("filters.clone.newDestination")}</p>
          ) : (
            <FilterFinder
              label={t("filters.clone.destination")}
              required={target}
              itemType={origin?.item_type}
              chosen={destination}
              onChoose={setDestination}
            />
          )}
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          {done !== null && (
            <div
              role="status"
              className="flex items-center justify-between gap-2 rounded-md border p-2 text-sm"
            >
              {t("filters.messages.cloneDone", { id: done })}
              <Button
                size="sm"
                onClick={() => {
                  onClose();
                  openScreen(FILTER_EDITOR, { filter_id: String(done) }, { placement: "right" });
                }}
              >
                {t("filters.clone.open", { id: done })}
              </Button>
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={running}>
            {t("common.close")}
          </Button>
          <Button onClick={() => void run()} disabled={running || !ready}>
            {t("filters.clone.run")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
