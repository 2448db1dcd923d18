import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { runOnRow } from "../../../commands/execute";
import { useCommandEnablement } from "../../../commands/hooks";
import { ToggleSwitch } from "../../../kit/toggle-switch";
import { cn } from "../../../ui/cn";
import { StatusTag } from "../../../ui/inputs/status-tag";
import { setPaneSelection } from "../../../workspace/selection";
import type { RateView } from "../domain/model";
import { rateState } from "../domain/rules";
import type { ListSubject } from "../domain/subject";
import { ActionMenu } from "./action-menu";
import { UserPanels } from "./user-panels";

type Props = {
  paneId: string;
  rate: RateView;
  onOpen(rate: RateView): void;
  /** Opened by id ("Abrir tarifa"): scrolled into view, focused and highlighted. */
  reveal?: boolean;
};

/**
 * A rate card: its state, its switch (prod or inactive only, for a user who may edit), its user panels and its
 * action menu.
 */
export function RateCard({ paneId, rate, onOpen, reveal = false }: Props) {
  const { t } = useTranslation();
  const subject: ListSubject = { kind: "rate", rate };
  const state = rateState(rate);
  const toggle = useCommandEnablement("products.toggleRate", paneId, subject);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    card.current?.scrollIntoView({ block: "center" });
    card.current?.querySelector<HTMLElement>("[data-rate-focus]")?.focus({ preventScroll: true });
  }, [reveal]);
  return (
    <article
      aria-label={t("products.list.rateLabel", {
        id: rate.id,
        name: rate.name,
        state: t(`products.states.${state}`),
      })}
      ref={card}
      data-rate-id={rate.id}
      data-revealed={reveal || undefined}
      className={cn(
        "grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1 rounded-md border bg-background p-2",
        reveal && "ring-2 ring-primary",
      )}
    >
      <header className="flex items-center gap-2">
        <StatusTag status={state} keyPrefix="products.states" />
        {/* Focus on the rate's name makes it the one the keyboard's and palette's rate commands act on. */}
        <button
          type="button"
          data-rate-focus={rate.id}
          onFocus={() => setPaneSelection(paneId, [subject])}
          onClick={() => onOpen(rate)}
          title={rate.name}
          className="min-w-0 truncate rounded text-left text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {rate.name} <span className="text-xs text-muted-foreground tabular-nums">#{rate.id}</span>
        </button>
        <span className="ml-auto flex shrink-0 items-center gap-1">
          <ToggleSwitch
            toggleKey={`products.toggleRate:${rate.id}`}
            checked={rate.active}
            label={t("products.list.rateActive", { id: rate.id })}
            disabled={!toggle.enabled}
            onToggle={() => runOnRow("products.toggleRate", paneId, subject)}
          />
          <ActionMenu
            paneId={paneId}
            subject={subject}
            label={t("products.list.rateActions", { id: rate.id })}
          />
        </span>
      </header>
      <UserPanels paneId={paneId} rate={rate} />
    </article>
  );
}
