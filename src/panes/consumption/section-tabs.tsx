import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { HISTORY_VIEW } from "./history-params";

const SECTIONS = ["subscriptions", HISTORY_VIEW] as const;
export type Section = (typeof SECTIONS)[number];

export const sectionOf = (params: Readonly<Record<string, string>>): Section =>
  params.view === HISTORY_VIEW ? HISTORY_VIEW : "subscriptions";

/** The subscriber's two sections: subscriptions and case history (arrow keys move between them). */
export function SectionTabs({ shown, onShow }: { shown: Section; onShow(section: Section): void }) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = SECTIONS[(SECTIONS.indexOf(shown) + 1) % SECTIONS.length];
    onShow(next);
    requestAnimationFrame(() =>
      (event.currentTarget.parentElement?.querySelector(`[data-section="${next}"]`) as HTMLElement)?.focus(),
    );
  };
  return (
    <div role="tablist" aria-label={t("consumption.sections.label")} className="flex gap-1 border-b">
      {SECTIONS.map((section) => (
        <button
          key={section}
          type="button"
          role="tab"
          data-section={section}
          aria-selected={shown === section}
          tabIndex={shown === section ? 0 : -1}
          onClick={() => onShow(section)}
          onKeyDown={onKeyDown}
          className="border-b-2 border-transparent px-3 py-1 text-sm aria-selected:border-primary aria-selected:font-medium"
        >
          {t(`consumption.sections.${section}`)}
        </button>
      ))}
    </div>
  );
}
