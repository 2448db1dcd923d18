import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMenu } from "../commands/menu";
import { paneKind } from "../panes/kinds";
import { useFocusedPane } from "../panes/store";

/** Where the focused pane sits in the menu: [section?, screen]. */
function useTrail(): string[] {
  const { t } = useTranslation();
  const pane = useFocusedPane();
  const menu = useMenu();
  const kind = pane && paneKind(pane.kind);
  if (!pane || kind?.home) return [];
  const title = kind ? t(kind.title) : pane.kind;
  for (const item of menu) {
    if (item.type === "section" && item.entries.some((entry) => entry.kind === pane.kind)) {
      return [t(item.label), title];
    }
  }
  return [title];
}

/** Breadcrumb of the shell, and the page title 'ADM | <page title>' (default 'ADM | Amco', spec 1 §2). */
export function Breadcrumb() {
  const { t } = useTranslation();
  const trail = useTrail();
  const page = trail.at(-1);

  useEffect(() => {
    document.title = `${t("common.appName")} | ${page ?? t("common.defaultTitle")}`;
  }, [page, t]);

  return (
    <>
      {/* The page's one h1 (panes title themselves with h2): what the breadcrumb ends on. */}
      <h1 className="sr-only">{page ?? t("shell.home")}</h1>
      <nav aria-label={t("shell.breadcrumb")} className="min-w-0">
        <ol className="flex items-center gap-1.5 truncate text-sm text-muted-foreground">
          <li>{t("shell.home")}</li>
          {trail.map((step, index) => (
            <li
              key={step}
              className="flex items-center gap-1.5"
              aria-current={index === trail.length - 1 ? "page" : undefined}
            >
              <span aria-hidden>/</span>
              <span className={index === trail.length - 1 ? "font-medium text-foreground" : undefined}>
                {step}
              </span>
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}
