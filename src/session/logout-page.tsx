import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { signOut } from "./actions";

/** /logout: ends the session server-side, clears stored credentials and reloads on /login (spec 1 §4). */
export function LogoutPage() {
  const { t } = useTranslation();
  useEffect(() => {
    void signOut();
  }, []);
  return (
    <p role="status" className="p-6 text-sm text-muted-foreground">
      {t("session.loggingOut")}
    </p>
  );
}
