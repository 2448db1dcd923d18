import { useCallback, useRef, useState } from "react";

export type SubmitState<F> = {
  /** A submit is under way: its buttons are disabled, the dialog holds. */
  pending: boolean;
  /** What the last submit's failure (or a check before it) says; cleared when a submit starts. */
  error: F | null;
  setError(error: F | null): void;
  /**
   * Runs `work` unless a submit is already under way (a double click, Enter twice): pending meanwhile, and a
   * failure kept as the error `describe` makes of it (null: it was dealt with otherwise, nothing to show).
   */
  submit(work: () => Promise<void>, describe: (caught: unknown) => F | null): Promise<void>;
};

/** The state of a hand-written form's submit: one pending flag, one error, one submit at a time. */
export function useSubmitState<F = string>(initialError: F | null = null): SubmitState<F> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<F | null>(initialError);
  const running = useRef(false);
  const submit = useCallback(async (work: () => Promise<void>, describe: (caught: unknown) => F | null) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(describe(caught));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, error, setError, submit };
}
