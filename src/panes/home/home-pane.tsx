import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { formatKeys } from "../../commands/keys";
import { onMenuLinkClick, useMenu } from "../../commands/menu";
import { useCommandKeys } from "../../commands/user-keys";
import { session } from "../../session/store";
import { Kbd } from "../../ui/kbd";

/** Home (/index/main): a greeting, how to reach everything by keyboard, and the screens this user may open. */
export function HomePane() {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  const entries = useMenu().flatMap((item) => (item.type === "entry" ? [item.entry] : item.entries));
  const keys = (shortcut: string | undefined) =>
    shortcut && formatKeys(shortcut).map((cap) => <Kbd key={cap}>{cap}</Kbd>);
  const paletteKeys = useCommandKeys("general.openPalette");
  const sheetKeys = useCommandKeys("general.showShortcuts");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <div className="space-y-2">
        <h2 className="text-xl font-semibold">
          {t("home.welcome", { name: snap.user?.fullname || snap.user?.name || "" })}
        </h2>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
          {t("home.palette")} <span className="inline-flex gap-0.5">{keys(paletteKeys)}</span>
          {t("home.shortcuts")} <span className="inline-flex gap-0.5">{keys(sheetKeys)}</span>
        </p>
      </div>
      {entries.length > 0 && (
        <nav aria-label={t("home.modules")}>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => {
              const Icon = entry.icon;
              return (
                <li key={entry.commandId}>
                  <a
                    href={entry.route}
                    onClick={(event) => onMenuLinkClick(event, entry.commandId)}
                    className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                    {t(entry.ariaLabel ?? entry.label)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}
