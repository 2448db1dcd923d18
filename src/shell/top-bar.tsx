import { Keyboard, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatKeysText, openCheatSheet, openPalette } from "../commands";
import { useCommandKeys } from "../commands/user-keys";
import { Button } from "../ui/button";
import { Kbd } from "../ui/kbd";
import { Breadcrumb } from "./breadcrumb";
import { CompactBarMenu } from "./compact-bar-menu";
import { LanguageSwitch } from "./language-switch";
import { ScopeSelectors } from "./scope-selectors";
import { SideMenuToggle } from "./side-menu";
import { UserMenu } from "./user-menu";

/** Below 1024 px the controls collapse behind one menu (CompactBarMenu): nothing overflows at 390 px. */
export function TopBar() {
  const { t } = useTranslation();
  const paletteKeys = useCommandKeys("general.openPalette");
  const sheetKeys = useCommandKeys("general.showShortcuts");
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b px-2">
      <SideMenuToggle />
      <Breadcrumb />
      <div className="ml-auto hidden items-center gap-2 lg:flex">
        <Button
          variant="outline"
          size="sm"
          className="w-56 justify-between text-muted-foreground"
          onClick={() => openPalette()}
        >
          <span className="flex items-center gap-1.5">
            <Search /> {t("shell.openPalette")}
          </span>
          {paletteKeys && <Kbd>{formatKeysText(paletteKeys)}</Kbd>}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shell.shortcuts")}
          title={sheetKeys ? `${t("shell.shortcuts")} (${formatKeysText(sheetKeys)})` : t("shell.shortcuts")}
          onClick={() => openCheatSheet()}
        >
          <Keyboard />
        </Button>
        <ScopeSelectors />
        <LanguageSwitch />
        <UserMenu />
      </div>
      <div className="ml-auto flex shrink-0 items-center lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shell.openPalette")}
          title={t("shell.openPalette")}
          onClick={() => openPalette()}
        >
          <Search />
        </Button>
        <CompactBarMenu />
      </div>
    </header>
  );
}
