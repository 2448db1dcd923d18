import { Package } from "lucide-react";
import type { PaletteItem, PaletteProvider } from "../../../commands/palette/providers";
import { openRateInList } from "./palette-commands";
import { findRatesFor, RATE_ID } from "./rate-finder";

// A rate id pasted on the palette's root page opens that rate in the list (looked up first, so only a real
// one is offered).
export const rateByIdProvider: PaletteProvider = {
  id: "products.rateById",
  group: "products.group",
  minQueryLength: 1,
  debounceMs: 150,
  ranking: "provider",
  requires: { module: "products", privilege: "view" },
  search: async (query, signal): Promise<PaletteItem[]> => {
    const text = query.trim();
    if (!RATE_ID.test(text)) return [];
    const [rate] = await findRatesFor(text, signal ?? new AbortController().signal);
    if (!rate) return [];
    return [
      {
        id: `rate:${rate.id}`,
        label: `${rate.id} · ${rate.name}`,
        detail: `${rate.plan} · ${rate.region}`,
        icon: Package,
        run: (ctx) => openRateInList(ctx, rate),
      },
    ];
  },
};
