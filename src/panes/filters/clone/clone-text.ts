import type { TFunction } from "i18next";
import type { ImpactPreview } from "../../../commands/types";
import type { CloneAction, Filter } from "../../../contract/filters";
import { filterLabel } from "../actions";
import { conversionOf } from "./clone-rules";

/**
 * The clone confirmation (§8): what goes where, that an existing destination's contents are replaced, any
 * conversion.
 */
export function cloneConfirmation(
  t: TFunction,
  action: CloneAction,
  origin: Pick<Filter, "filter_id" | "name" | "type">,
  destination: Pick<Filter, "filter_id" | "name" | "type"> | null,
): ImpactPreview {
  const conversion = conversionOf(origin.type, destination?.type ?? "M");
  const lines = [
    t("filters.clone.summary", {
      action: t(`filters.clone.${action}`),
      origin: `${origin.filter_id} ${filterLabel(t, origin)}`,
      destination: destination
        ? `${destination.filter_id} ${filterLabel(t, destination)}`
        : t("filters.commands.cloneNew"),
    }),
  ];
  // A new filter has no contents to lose: only an existing destination is warned about.
  if (destination) lines.push(t("filters.clone.replaceWarning"));
  if (conversion)
    lines.push(t(conversion === "A_TO_M" ? "filters.clone.convertAtoM" : "filters.clone.convertMtoA"));
  return { title: t("filters.clone.confirm"), summary: lines, confirmLabel: t("filters.clone.run") };
}
