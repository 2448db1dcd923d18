import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getAnalyticsHost } from "../../api/config";
import { shareQuery } from "../../api/dashboard-queries";
import { errorMessage } from "../../api/error-message";
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
