import { Clock, Layers, Send } from "lucide-react";
import { executeCommand } from "../../commands/execute";
import type { PaletteItem, PaletteProvider } from "../../commands/palette/providers";
import { i18n } from "../../i18n";
import { APA_REQUIRES } from "./access";
import { pastedDeviceIds } from "./device-ids";

/** A device id pasted on the palette: its history or a publication; several ids: the bulk publication. */
export const deviceProvider: PaletteProvider = {
  id: "apa.devices",
  group: "apa.group",
  requires: APA_REQUIRES,
  minQueryLength: 7,
  debounceMs: 0,
  ranking: "provider",
  search: (query) => {
    const ids = pastedDeviceIds(query);
    if (!ids) return [];
    const t = i18n.t.bind(i18n);
    if (ids.length > 1) {
      return [
        {
          id: "bulk",
          label: t("apa.palette.bulk", { count: ids.length }),
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
        icon: Clock,
        run: () => void executeCommand("apa.openDeviceHistory", "palette", id),
      },
      {
        id: `publish:${id}`,
        label: t("apa.palette.publish", { id }),
        icon: Send,
        run: () => void executeCommand("apa.publishDevice", "palette", id),
      },
    ];
    return items;
  },
};
