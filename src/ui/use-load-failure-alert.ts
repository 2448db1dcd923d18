import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";

/** Spec 1 §8: a failed load shows the 'Error' / 'Error cargando datos.' alert, beside the screen's own retry. */
export function useLoadFailureAlert(error: unknown): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!error) return;
    // One id: several lists of a screen failing together raise one alert, not a stack.
    toast.error(t("common.error"), { id: "load-failure", description: t("common.errorLoading") });
  }, [error, t]);
}
