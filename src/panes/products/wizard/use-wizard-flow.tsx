import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { forgetUnsavedWork, leavePane, useUnsavedPane } from "../../../workspace/unsaved";
import { forgetWizardCache } from "../domain/wizard-queries";
import { InactiveStepDialog } from "./inactive-step-dialog";
import { openProductList } from "./open-list";
import type { WizardNav } from "./wizard-nav";

type Options = {
  paneId: string;
  params: Readonly<Record<string, string>>;
  setParams(next: Record<string, string>): void;
  step: number;
  /** The first step not saved yet (where the inactive-step modal leads). */
  firstUnsaved: number;
  /** The last step of this wizard: a save there goes back to the list. */
  lastStep: number;
};

/**
 * The wizard's moves (spec 3 §2): the "step saved" flow, the inactive-step modal, and the question before
 * leaving a dirty form. Returns the steps' navigation and the dialogs to render.
 */
export function useWizardFlow({ paneId, params, setParams, step, firstUnsaved, lastStep }: Options) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const [inactive, setInactive] = useState<{ reason?: string } | null>(null);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  // Spec 3 §2: leaving a dirty form asks first, whether the wizard moves or the workspace replaces it.
  useUnsavedPane(paneId, dirty, "products.wizard.leave.body");

  const guarded = useCallback((move: () => void) => leavePane(paneId, move), [paneId]);
  const go = useCallback(
    (to: number, extra: Record<string, string> = {}) => {
      setDirty(false);
      forgetUnsavedWork(paneId);
      setParams({ ...paramsRef.current, ...extra, step: String(to) });
    },
    [paneId, setParams],
  );
  const toList = useCallback(() => {
    setDirty(false);
    forgetUnsavedWork(paneId);
    openProductList(paneId);
  }, [paneId]);

  const nav = useMemo<WizardNav>(
    () => ({
      params,
      goTo: (to, extra) => {
        if (to > firstUnsaved) setInactive({});
        else guarded(() => go(to, extra));
      },
      stepSaved: async (extra) => {
        toast.success(t("products.wizard.messages.stepSaved"));
        await forgetWizardCache();
        // Spec 3 §2: from the list, step 2 (filter update) returns to the list once saved.
        if ((step === 2 && params.origin === "list") || step >= lastStep) toList();
        else go(step + 1, extra);
      },
      toList: () => guarded(toList),
      inactiveStep: (reason) => setInactive({ reason }),
      setDirty,
    }),
    [params, firstUnsaved, guarded, go, t, step, lastStep, toList],
  );

  const dialogs: ReactNode = (
    <>
      {inactive && (
        <InactiveStepDialog
          firstUnsaved={firstUnsaved}
          reason={inactive.reason}
          onClose={() => setInactive(null)}
          onGo={() => {
            setInactive(null);
            guarded(() => go(firstUnsaved));
          }}
        />
      )}
    </>
  );
  return { nav, dialogs };
}
