import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { regionOptionsNow, regionTitle, setScope } from "../../session/scope";
import { session } from "../../session/store";

// A copied history link names the subscriber's region: a subscriber exists in one region, and the console works in
// one region at a time (spec 1 §4). Opening the link switches the console to that region, as choosing it in the
// selector would, when the colleague holds it; one who does not is told so, and nothing is looked up in a region
// the link is not about. The param is dropped once applied: from then on the selector decides, as everywhere.

const LINK_REGION = "region";

export type LinkRegion = {
  /** The pane must not look anyone up yet: the link's region is not (or cannot be) the console's region. */
  holding: boolean;
  /** The link's region title when the user does not hold it. */
  refused: string | null;
};

/** The params a link to this pane carries: its current params plus the region it was looked up in. */
export function withLinkRegion(params: Readonly<Record<string, string>>): Record<string, string> {
  return { ...params, [LINK_REGION]: session.region };
}

export function useLinkRegion(
  params: Readonly<Record<string, string>>,
  setParams: (next: Record<string, string>) => void,
): LinkRegion {
  const { t } = useTranslation();
  const wanted = params[LINK_REGION];
  const held = wanted !== undefined && regionOptionsNow().some((region) => region.name === wanted);

  useEffect(() => {
    if (!wanted || !held) return;
    if (wanted !== session.region) {
      setScope("region", wanted);
      toast(t("consumption.link.regionChanged", { region: regionTitle(wanted) }));
    }
    const { [LINK_REGION]: _applied, ...rest } = params;
    setParams(rest);
  }, [wanted, held, params, setParams, t]);

  if (wanted === undefined) return { holding: false, refused: null };
  return { holding: !held || wanted !== session.region, refused: held ? null : regionTitle(wanted) };
}
