import { useTranslation } from "react-i18next";
import type { PaneProps } from "../../../workspace/types";
import { SHOWCASE } from "./showcase-entries";
import { ShowcaseSection, sectionDomId } from "./showcase-section";

/**
 * The component list (spec 1 §1–§2, /index/componentList): the console's own kit, live, each primitive with
 * its keys. The contents jump to a section by moving focus to its heading (Tab on from there reaches it).
 */
export function ComponentsPane({ paneId }: PaneProps) {
  const { t } = useTranslation();
  const jump = (id: string) => {
    const heading = document.getElementById(sectionDomId(paneId, id));
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className="flex h-full min-h-0">
      <nav aria-label={t("dummy.components.contents")} className="w-48 shrink-0 overflow-auto border-r p-2">
        <ul className="grid gap-0.5">
          {SHOWCASE.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => jump(entry.id)}
                className="w-full rounded px-2 py-1 text-left text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t(`dummy.components.sections.${entry.id}.title`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid min-w-0 flex-1 content-start gap-4 overflow-auto p-4">
        <p className="text-sm text-muted-foreground">{t("dummy.components.intro")}</p>
        {SHOWCASE.map((entry) => (
          <ShowcaseSection key={entry.id} paneId={paneId} entry={entry} />
        ))}
      </div>
    </div>
  );
}
