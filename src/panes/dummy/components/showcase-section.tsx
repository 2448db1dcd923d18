import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Kbd } from "../../../ui/kbd";

/** One primitive of the showcase: its name, the live component, and what each key does with it. */
export type ShowcaseEntry = {
  /** Its key under dummy.components.sections (title, intro, keys.*). */
  id: string;
  /** The keys described, in order: under keys.<name>, the key's label (key) and what it does (does). */
  keys: readonly string[];
  Demo: () => ReactNode;
};

export const sectionDomId = (paneId: string, id: string) => `${paneId}-showcase-${id}`;

export function ShowcaseSection({ paneId, entry }: { paneId: string; entry: ShowcaseEntry }) {
  const { t } = useTranslation();
  const base = `dummy.components.sections.${entry.id}`;
  const headingId = sectionDomId(paneId, entry.id);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border p-4 md:grid-cols-[1fr_18rem]"
    >
      <div className="grid min-w-0 content-start gap-3">
        <div>
          <h3
            id={headingId}
            tabIndex={-1}
            className="text-base font-semibold outline-none focus-visible:underline"
          >
            {t(`${base}.title`)}
          </h3>
          <p className="text-sm text-muted-foreground">{t(`${base}.intro`)}</p>
        </div>
        <entry.Demo />
      </div>
      <div>
        <h4 className="mb-1 text-sm font-medium">{t("dummy.components.keyboard")}</h4>
        {entry.keys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("dummy.components.noKeys")}</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
            {entry.keys.map((name) => (
              <div key={name} className="contents">
                <dt>
                  <Kbd className="text-foreground">{t(`${base}.keys.${name}.key`)}</Kbd>
                </dt>
                <dd className="text-muted-foreground">{t(`${base}.keys.${name}.does`)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
