import { type QueryKey, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useDebounced } from "../ui/data-table/use-debounced";

/** Where a value that must be free stands (a user's e-mail, a role's name, a mail's id). */
export type Availability = "unknown" | "checking" | "available" | "taken" | "error";

type AvailabilityCheck = {
  /** The value as the server compares it, with whatever else it is checked against ("ID@region"). */
  value: string;
  /** Whether it can be checked at all: well formed, and not the edited record's own. */
  checkable: boolean;
  delayMs: number;
  queryKey(value: string): QueryKey;
  isTaken(value: string, signal: AbortSignal): Promise<boolean>;
};

/**
 * Checks the value against the server once typing pauses: "checking" until the answer for this very value
 * is in, "unknown" while it cannot be checked.
 */
export function useAvailability({
  value,
  checkable,
  delayMs,
  queryKey,
  isTaken,
}: AvailabilityCheck): Availability {
  const settled = useDebounced(value, delayMs);
  const query = useQuery({
    queryKey: queryKey(settled),
    queryFn: ({ signal }) => isTaken(settled, signal),
    enabled: checkable && settled === value,
    staleTime: 5_000,
    retry: false,
  });
  if (!checkable) return "unknown";
  if (value !== settled || query.isFetching || query.isPending) return "checking";
  if (query.isError) return "error";
  return query.data ? "taken" : "available";
}

/** Besides the form's schema, a save waits while the value is taken or still being checked. */
export function availabilityBlocks(status: Availability): boolean {
  return status === "taken" || status === "checking";
}

type NoteProps = {
  status: Availability;
  /** i18n keys: the refusal when taken, and the progress of the check where it is worth saying. */
  texts: { taken: string } & Partial<Record<"checking" | "available" | "error", string>>;
};

/** Under the checked field: the refusal when the value is taken (an alert), else how the check goes. */
export function AvailabilityNote({ status, texts }: NoteProps) {
  const { t } = useTranslation();
  if (status === "taken")
    return (
      <p role="alert" className="text-xs text-destructive">
        {t(texts.taken)}
      </p>
    );
  const hint = status === "unknown" ? undefined : texts[status];
  return hint ? (
    <p role="status" className="text-xs text-muted-foreground" data-availability={status}>
      {t(hint)}
    </p>
  ) : null;
}
