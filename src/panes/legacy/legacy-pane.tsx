import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type FramePolicy, FrameRefusal, GuardedFrame } from "../../kit/guarded-frame";
import { checkLegacyUrl, configuredLegacyHosts } from "../../session/legacy-hosts";
import { homeKind } from "../../workspace/kinds";
import { openPane } from "../../workspace/store";
import type { PaneProps } from "../../workspace/types";

/** Spec 1 §9: the legacy loader shows for 4000 ms. */
export const LEGACY_LOADER_MS = 4000;

// sandbox: the legacy admin needs its scripts, forms, its own origin's cookies and popups (reports); it gets
// no top navigation, so it cannot take the console's tab away.
const FRAME_POLICY: FramePolicy = {
  sandbox: "allow-scripts allow-same-origin allow-forms allow-popups allow-downloads",
  referrerPolicy: "strict-origin-when-cross-origin",
};

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
      <FrameRefusal title={t("legacy.refused.title")} reason={t(`legacy.refused.${check.reason}`)} url={url}>
        <p className="text-muted-foreground">
          {t("legacy.refused.allowed", { hosts: configuredLegacyHosts().join(", ") })}
        </p>
      </FrameRefusal>
    );
  }
  // Each new page shows the loader for its own 4 s while the frame loads underneath.
  return (
    <GuardedFrame
      href={check.href}
      title={t("legacy.frameTitle")}
      policy={FRAME_POLICY}
      loadingText={t("legacy.loading")}
      loaderMs={LEGACY_LOADER_MS}
      className="min-h-80"
    />
  );
}
