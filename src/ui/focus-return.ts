import { useCallback, useState } from "react";

/**
 * Radix dialogs hand focus back to their trigger on close; these dialogs have none (a command or the grid
 * opened them), so focus goes back to where it was when the dialog mounted: the grid row, the search box.
 * Pass the result as the content's `onCloseAutoFocus`.
 */
export function useFocusReturn(): (event: Event) => void {
  const [previous] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  return useCallback(
    (event: Event) => {
      event.preventDefault();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    },
    [previous],
  );
}
