import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMenu } from "../commands/menu";
import { useFocusedPane } from "../workspace/store";
import { breadcrumbTrail } from "./breadcrumb-trail";

/** Where the focused pane sits: [section?, parent screens…, screen, step?]. */
function useTrail(): string[] {
  const { t } = useTranslation();
  const pane = useFocusedPane();
  const menu = useMenu();
  return pane ? breadcrumbTrail(pane, menu, t) : [];
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
              // biome-ignore lint/suspicious/noArrayIndexKey: a crumb is its place in the trail
              key={index}
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
