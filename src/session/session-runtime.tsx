import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { onSessionEnded } from "../api/client";
import { fetchTranslations } from "../api/session";
import { addServerTranslations } from "../i18n";
import { DialogFrame } from "../kit/dialog-frame";
import { Button } from "../ui/button";
import { renewSession, signOut } from "./actions";
import { useLandingNotice } from "./landing-notice";
import { sessionMessage } from "./messages";
import { connectNotifications } from "./notification-stream";
import { session } from "./store";
import { useIdleWatch } from "./use-idle-watch";

export const RENEW_INTERVAL_MS = 60_000;
const TRANSLATIONS_AFTER_LOGIN_MS = 1_000;

/** Everything a signed-in console keeps running: renewal, idle watch, 401 handling, notifications. */
export function SessionRuntime() {
  const { t } = useTranslation();
  const { state, resume } = useIdleWatch(true, () =>
    signOut(sessionMessage("idle_timeout"), { comeBack: true }),
  );
  const wasWarning = useRef(false);
  useLandingNotice();

  useEffect(() => onSessionEnded((code) => void signOut(sessionMessage(code), { comeBack: true })), []);

  useEffect(() => {
    const timer = window.setInterval(() => void renewSession().catch(() => undefined), RENEW_INTERVAL_MS);
    const translations = window.setTimeout(
      () =>
        void fetchTranslations()
          .then(addServerTranslations)
          .catch(() => undefined),
      TRANSLATIONS_AFTER_LOGIN_MS,
    );
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(translations);
    };
  }, []);

  // Activity after the warning "resumes and refreshes the session" (spec 1 §4).
  useEffect(() => {
    if (state.phase === "warning") wasWarning.current = true;
    if (state.phase === "active" && wasWarning.current) {
      wasWarning.current = false;
      void renewSession().catch(() => undefined);
    }
  }, [state.phase]);

  // Opened once for the session: a renewed token must not cost a reconnection (and the events sent during it).
  useEffect(
    () =>
      connectNotifications(
        () => session.token,
        (message) => toast.info(message),
      ),
    [],
  );

  return (
    <DialogFrame
      title={t("session.idle.title")}
      description={t("session.idle.warning")}
      open={state.phase === "warning"}
      onClose={resume}
      size="sm"
      role="alertdialog"
      aria-live="assertive"
      footer={
        <>
          <Button variant="outline" onClick={() => void signOut()}>
            {t("session.logout")}
          </Button>
          <Button autoFocus onClick={resume}>
            {t("session.idle.continue")}
          </Button>
        </>
      }
    >
      {state.phase === "warning" && (
        <p className="text-sm tabular-nums">{t("session.idle.countdown", { seconds: state.secondsLeft })}</p>
      )}
    </DialogFrame>
  );
}
