import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { getAnalyticsHost } from "../../api/config";
import { shareQuery } from "../../api/dashboard-queries";
import { errorMessage } from "../../api/error-message";
import { ANALYTICS_SETTING } from "../../contract/dashboard-results";
import { Failure } from "../../kit/failure";
import { type FramePolicy, FrameRefusal, GuardedFrame, LoadingStatus } from "../../kit/guarded-frame";
import { checkAnalyticsUrl } from "./frame-check";

// Scripts only: no same-origin (the page gets an opaque origin, no access to the console's storage), no
// forms, popups or top navigation; no referrer, so the analytics host learns nothing of the console's addresses.
const FRAME_POLICY: FramePolicy = { sandbox: "allow-scripts", referrerPolicy: "no-referrer" };

/** The dashboard home (spec 2 §2): the analytics page whose address dashboard/share gives, in a frame. */
export function DashboardHomePane() {
  const { t } = useTranslation();
  const share = useQuery(shareQuery());
  if (share.error)
    return (
      <div className="p-4">
        <Failure
          // Spec 2 §8: 'Ha fallado el componente: {message}.'
          message={t("dashboard.messages.componentFailed", {
            message: errorMessage(t, share.error).replace(/\.$/, ""),
          })}
          onRetry={() => void share.refetch()}
        />
      </div>
    );
  if (!share.data) return <LoadingStatus text={t("dashboard.home.loading")} className="h-full min-h-40" />;
  if (share.data.url === null) return <NoAnalytics />;
  const check = checkAnalyticsUrl(share.data.url, getAnalyticsHost());
  if (!check.ok)
    return (
      <FrameRefusal
        title={t("dashboard.home.refused")}
        reason={t(`dashboard.home.reasons.${check.reason}`, { host: getAnalyticsHost() })}
        url={share.data.url}
      />
    );
  return (
    <GuardedFrame
      href={check.href}
      title={t("dashboard.home.frameTitle")}
      policy={FRAME_POLICY}
      loadingText={t("dashboard.home.loading")}
      className="min-h-96"
    />
  );
}

/** The server names no analytics page (the default): say so, and which setting names one. */
function NoAnalytics() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="dashboard-no-analytics"
      className="m-6 flex max-w-xl gap-3 rounded-md border bg-muted/40 p-4 text-sm"
    >
      <Info className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <h2 id="dashboard-no-analytics" className="font-semibold">
          {t("dashboard.home.none.title")}
        </h2>
        <p>
          {t("dashboard.home.none.how", {
            setting: ANALYTICS_SETTING,
            example: "https://analytics.example.com/public/dashboard/operaciones?embed=1",
          })}
        </p>
      </div>
    </section>
  );
}
