import { LoaderCircle, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkLegacyUrl, configuredLegacyHosts } from "../../session/legacy-hosts";
import { homeKind } from "../../workspace/kinds";
import { openPane } from "../../workspace/store";
import type { PaneProps } from "../../workspace/types";

/** Spec 1 §9: the legacy loader shows for 4000 ms. */
export const LEGACY_LOADER_MS = 4000;

// sandbox: the legacy admin needs its scripts, forms, its own origin's cookies and popups (reports); it gets
// no top navigation, so it cannot take the console's tab away.
const SANDBOX = "allow-scripts allow-same-origin allow-forms allow-popups allow-downloads";

/** The embedded legacy admin (/index/v9?url=…): an allowed url in a sandboxed frame, else a refusal. */
export function LegacyPane({ paneId, params }: PaneProps) {
  const { t } = useTranslation();
  const url = params.url;
  const check = checkLegacyUrl(url);

  useEffect(() => {
    // Spec 1 §2: without a url the screen goes to the main index.
    const home = homeKind();
    if (!url && home) openPane(home.id, {}, { target: paneId });
  }, [url, paneId]);

  if (!url) return null;
  if (!check.ok) {
    return (
      <div
        role="alert"
        className="m-6 flex max-w-xl gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
      >
        <ShieldAlert className="size-5 shrink-0 text-destructive" aria-hidden />
        <div className="grid gap-1">
          <p className="font-semibold">{t("legacy.refused.title")}</p>
          <p>{t(`legacy.refused.${check.reason}`)}</p>
          <p className="break-all text-muted-foreground">{url}</p>
          <p className="text-muted-foreground">
            {t("legacy.refused.allowed", { hosts: configuredLegacyHosts().join(", ") })}
          </p>
        </div>
      </div>
    );
  }
  return <LegacyFrame key={check.href} href={check.href} />;
}

/** Keyed by its url: each new page shows the loader for its own 4 s while the frame loads underneath. */
function LegacyFrame({ href }: { href: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LEGACY_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="relative h-full min-h-80">
      <iframe
        src={href}
        title={t("legacy.frameTitle")}
        sandbox={SANDBOX}
        referrerPolicy="strict-origin-when-cross-origin"
        className="size-full border-0"
        aria-hidden={loading || undefined}
      />
      {loading && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 bg-background text-sm text-muted-foreground"
        >
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
          {t("legacy.loading")}
        </div>
      )}
    </div>
  );
}
