import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { legacyMenuQuery } from "../../api/base";
import { can, isRoot } from "../../permissions/catalog";
import { session } from "../../session/store";
import { cn } from "../../ui/cn";
import { openScreen } from "../../workspace/intents";
import { LEGACY_ADMIN } from "./kinds";

/** Spec 1 §6: the legacy-admin menu shows for root users or adminv9 viewers; its links open inside the product. */
export function LegacyMenu({ mini, onNavigate }: { mini: boolean; onNavigate(): void }) {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const allowed = !!user && (isRoot(user) || can(user, "adminv9", "view"));
  const menu = useQuery({ ...legacyMenuQuery(user?.email ?? ""), enabled: allowed });
  if (!allowed || !menu.data?.length) return null;

  const links = menu.data.flatMap((item) =>
    item.ITEMS?.length
      ? item.ITEMS.map((child) => ({ name: `${item.NAME} · ${child.name}`, url: child.url }))
      : [{ name: item.NAME, url: item.URL }],
  );
  const open = (url: string) => {
    openScreen(LEGACY_ADMIN, { url });
    onNavigate();
  };

  return (
    // Rendered inside the menu's list: an item of it, holding its own labelled list.
    <li className="mt-2 border-t border-white/10 pt-2">
      <section aria-label={t("shell.legacyMenu")}>
        {!mini && (
          <h2 className="px-3 pb-1 text-xs uppercase tracking-wide text-white/75">{t("shell.legacyMenu")}</h2>
        )}
        <ul>
          {links.map((link) => (
            <li key={`${link.name}-${link.url}`}>
              <a
                href={`/index/v9?url=${encodeURIComponent(link.url)}`}
                aria-label={link.name}
                title={link.name}
                onClick={(event) => {
                  event.preventDefault();
                  open(link.url);
                }}
                className={cn(
                  "flex items-center gap-2 px-3 py-1.5 hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none",
                  mini && "justify-center",
                )}
              >
                <ExternalLink className="size-4 shrink-0" aria-hidden />
                {!mini && <span className="truncate">{link.name}</span>}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </li>
  );
}
