import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { clearDraft, type DraftAddress, draftKey, readDraft, writeDraft } from "./draft-store";

export type StepDraft = {
  /** When the values shown came back from a local draft: its time (ms), else null. */
  restoredAt: number | null;
  /** The browser refused to keep the draft (storage full or off). */
  unkept: boolean;
  /** The server has the step: the draft is no longer needed. */
  saved(): void;
  /** The operator throws the local draft away: back to the server's values. */
  discard(): void;
};

/**
 * Keeps a step's form in the draft store as it changes and gives it back on the next visit. The form's
 * default values stay the server's, so a restored draft shows as unsaved changes (the leave guard asks).
 */
export function useStepDraft<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  address: DraftAddress | null,
): StepDraft {
  const key = address ? draftKey(address) : null;
  const addressRef = useRef(address);
  addressRef.current = address;
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [unkept, setUnkept] = useState(false);

  useEffect(() => {
    const current = addressRef.current;
    if (!key || !current) return;
    const draft = readDraft<T>(current);
    if (draft) {
      form.reset(draft.values, { keepDefaultValues: true });
      setRestoredAt(draft.savedAt);
    }
    const subscription = form.watch((values) => setUnkept(!writeDraft(current, values)));
    return () => subscription.unsubscribe();
  }, [key, form]);

  const saved = useCallback(() => {
    if (addressRef.current) clearDraft(addressRef.current);
    setRestoredAt(null);
  }, []);
  const discard = useCallback(() => {
    if (addressRef.current) clearDraft(addressRef.current);
    form.reset();
    // reset() notifies watch, which wrote the defaults back: forget them again.
    if (addressRef.current) clearDraft(addressRef.current);
    setRestoredAt(null);
  }, [form]);
  return { restoredAt, unkept, saved, discard };
}
