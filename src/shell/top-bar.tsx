import { Keyboard, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatKeysText, openCheatSheet, openPalette } from "../commands";
import { Button } from "../ui/button";
import { Kbd } from "../ui/kbd";
import { Breadcrumb } from "./breadcrumb";
import { LanguageSwitch } from "./language-switch";
import { ScopeSelectors } from "./scope-selectors";
import { SideMenuToggle } from "./side-menu";
import { UserMenu } from "./user-menu";

export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 border-b px-2">
      <SideMenuToggle />
      <Breadcrumb />
      <div className="ml-auto flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          className="w-56 justify-between text-muted-foreground"
          onClick={() => openPalette()}
        >
          <span className="flex items-center gap-1.5">
            <Search /> {t("shell.openPalette")}
          </span>
          <Kbd>{formatKeysText("mod+k")}</Kbd>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("shell.shortcuts")}
          title={t("shell.shortcuts")}
          onClick={() => openCheatSheet()}
        >
          <Keyboard />
        </Button>
        <ScopeSelectors />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
