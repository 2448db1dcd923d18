import { ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../ui/button";

/** Marks a level's way back, the element its pane focuses instead of an empty level's table. */
export const WAY_BACK_SELECTOR = "[data-way-back]";

type Props = { text: string; back: string; onBack: () => void };

/**
 * Beside an empty drill-down level (inside its `[data-level]` element): why nothing is listed, and the way
 * back to the level above. When its answer comes back empty while the pane's keyboard is on one of its tables
 * or nowhere in particular (a deep link, a reload), the way back takes it, so Enter goes back; it is also
 * where the keyboard starts when the pane is focused again (data-autofocus).
 */
export function EmptyLevel({ text, back, onBack }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const held = document.activeElement;
    const pane = button.current?.closest("[data-pane-id]");
    const idle =
      !held ||
      held === document.body ||
      held === pane ||
      (held.getAttribute("role") === "grid" && pane?.contains(held));
    if (idle) button.current?.focus();
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p role="status" className="text-muted-foreground">
        {text}
      </p>
      <Button ref={button} data-way-back data-autofocus size="sm" variant="outline" onClick={onBack}>
        <ArrowUp aria-hidden />
        {back}
      </Button>
    </div>
  );
}
