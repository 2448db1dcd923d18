import { Clock, Layers, Send } from "lucide-react";
import { executeCommand } from "../../commands/execute";
import type { PaletteItem, PaletteProvider } from "../../commands/palette/providers";
import { i18n } from "../../i18n";
import { APA_REQUIRES } from "./access";
import { malformedNote, pastedDeviceIds } from "./device-ids";

/**
 * A device id pasted on the palette: its history or a publication; several ids: the bulk publication. Ids
 * that are not of a device id's shape are named beside them, and left out.
 */
export const deviceProvider: PaletteProvider = {
  id: "apa.devices",
  group: "apa.group",
  requires: APA_REQUIRES,
  minQueryLength: 7,
  debounceMs: 0,
  ranking: "provider",
  search: (query) => {
    const pasted = pastedDeviceIds(query);
    if (!pasted) return [];
    const { ids } = pasted;
    const t = i18n.t.bind(i18n);
    const detail = malformedNote(t, pasted.malformed);
    if (ids.length > 1) {
      return [
        {
          id: "bulk",
          label: t("apa.palette.bulk", { count: ids.length }),
          detail,
          icon: Layers,
          run: () => void executeCommand("apa.bulkPublish", "palette", ids),
        },
      ];
    }
    const [id] = ids;
    const items: PaletteItem[] = [
      {
        id: `history:${id}`,
        label: t("apa.palette.history", { id }),
        detail,
        icon: Clock,
        run: () => void executeCommand("apa.openDeviceHistory", "palette", id),
      },
      {
        id: `publish:${id}`,
        label: t("apa.palette.publish", { id }),
        detail,
        icon: Send,
        run: () => void executeCommand("apa.publishDevice", "palette", id),
      },
    ];
    return items;
  },
};
