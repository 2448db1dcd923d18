import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { reachability } from "../api/reachability";

/** Seconds until `at` (never below 0), read again every second while there is one. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1_000));
}

/**
 * Above every screen while the server cannot be reached (src/api/reachability.ts): that it is being asked
 * again and when, and that what the operator typed is kept. Gone at the server's first answer.
 */
export function ServerStatus() {
  const { t } = useTranslation();
  const { unreachable, nextRetryAt } = useSnapshot(reachability);
  const seconds = useSecondsUntil(unreachable ? nextRetryAt : null);
  if (!unreachable) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-amber-300 bg-amber-50 px-3 py-1.5 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>
        {seconds ? t("shell.serverStatus.retryingIn", { seconds }) : t("shell.serverStatus.retrying")}
      </span>
      <span className="text-amber-800 dark:text-amber-200">{t("shell.serverStatus.kept")}</span>
    </div>
  );
}
