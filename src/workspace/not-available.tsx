import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePaneContext } from "./pane-context";

/** The honest screen of a module not built yet: no data, fake or otherwise, until it is. */
export function NotAvailablePane() {
  const { t } = useTranslation();
  const pane = usePaneContext();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-lg font-semibold">{t("common.notAvailable.title")}</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        {t("common.notAvailable.body", { module: pane ? t(pane.title) : "" })}
      </p>
    </div>
  );
}
