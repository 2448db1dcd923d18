import type { ReactNode } from "react";
import { cn } from "./cn";

// Spec 3 §2, §3: a payment method of a rate as a card bordered in its catalogue colour; an inactive one is
// bordered light grey whatever its colour.

export const INACTIVE_BORDER = "#d3d3d3";

export function paymentBorder(colour: string | null | undefined, active: boolean): string {
  if (!active) return INACTIVE_BORDER;
  return colour && /^#?[0-9a-f]{3,8}$/i.test(colour)
    ? colour.startsWith("#")
      ? colour
      : `#${colour}`
    : "#64748b";
}

type Props = {
  name: string;
  colour?: string | null;
  active: boolean;
  /** Lines under the name: user type, currency, price. */
  details?: readonly ReactNode[];
  /** The switch, the menu: what acts on this payment. */
  actions?: ReactNode;
  loading?: boolean;
  className?: string;
};

export function PaymentCard({ name, colour, active, details = [], actions, loading, className }: Props) {
  return (
    <article
      aria-label={name}
      aria-busy={loading || undefined}
      data-active={active}
      style={{ borderColor: paymentBorder(colour, active) }}
      className={cn(
        "grid gap-0.5 rounded-md border-2 border-l-8 bg-card px-2 py-1 text-xs",
        !active && "text-muted-foreground",
        className,
      )}
    >
      <header className="flex items-center gap-2">
        <span className="truncate font-medium">{name}</span>
        {actions && <span className="ml-auto flex items-center gap-1">{actions}</span>}
      </header>
      {details.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines in a fixed order
        <span key={index} className="truncate">
          {line}
        </span>
      ))}
    </article>
  );
}
