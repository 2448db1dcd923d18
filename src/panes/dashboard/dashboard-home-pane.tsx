import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getAnalyticsHost } from "../../api/config";
import { shareQuery } from "../../api/dashboard-queries";
import { errorMessage } from "../../api/error-message";
import { Failure } from "../../kit/failure";
import { checkAnalyticsUrl } from "./frame-check";

// Scripts only: no same-origin (the page gets an opaque origin, no access to the console's storage), no
// forms, popups or top navigation.
const SANDBOX = "allow-scripts";

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
  if (!share.data) return <Loader />;
  const check = checkAnalyticsUrl(share.data.url, getAnalyticsHost());
  if (!check.ok)
    return (
      <div
        role="alert"
        className="m-6 flex max-w-xl gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
      >
        <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <p className="font-semibold">{t("dashboard.home.refused")}</p>
          <p>{t(`dashboard.home.reasons.${check.reason}`, { host: getAnalyticsHost() })}</p>
          <p className="break-all text-muted-foreground">{share.data.url}</p>
        </div>
      </div>
    );
  return <AnalyticsFrame key={check.href} href={check.href} />;
}

function AnalyticsFrame({ href }: { href: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  return (
    <div className="relative h-full min-h-96">
      <iframe
        src={href}
        title={t("dashboard.home.frameTitle")}
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
        onLoad={() => setLoading(false)}
        className="size-full border-0"
        aria-hidden={loading || undefined}
      />
      {loading && (
        <div className="absolute inset-0 bg-background">
          <Loader />
        </div>
      )}
    </div>
  );
}

function Loader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex h-full min-h-40 items-center justify-center gap-2 text-sm text-muted-foreground"
    >
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      {t("dashboard.home.loading")}
    </div>
  );
}
