import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { AuthCard } from "./auth-card";
import { sessionErrorText } from "./error-text";
import { setFlash } from "./flash";
import { landingAfterLogin } from "./landing";
import { noticeAfterLanding } from "./landing-notice";
import { runV9Login } from "./v9-login";

/**
 * The v9 login variant of /index/main: signs in with the handed-over credentials, then lands like a login,
 * at the user's home workspace when they saved one.
 */
export function V9LoginPage({ homeWorkspace }: { homeWorkspace(): Promise<string | null> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    runV9Login().then(
      async ({ user, notice }) => {
        noticeAfterLanding(notice);
        navigate(landingAfterLogin(user, notice, await homeWorkspace()), { replace: true });
      },
      (failure) => {
        setFlash({ title: "session.login.title", text: sessionErrorText(t, failure), tone: "error" });
        navigate("/login", { replace: true });
      },
    );
  }, [navigate, t, homeWorkspace]);
  return (
    <AuthCard title={t("session.login.title")}>
      <p role="status" className="text-sm text-muted-foreground">
        {t("session.login.submitting")}
      </p>
    </AuthCard>
  );
}
