import { registerPaletteProvider } from "./providers";
import { closePalette, openPalette } from "./state";

declare global {
  interface Window {
    /** For benchmarks and end-to-end tests driving the built app: no data, no privileges, only palette entries. */
    __admPalette?: {
      registerProvider: typeof registerPaletteProvider;
      open: typeof openPalette;
      close: typeof closePalette;
    };
  }
}

export function exposePaletteHook(): void {
  if (typeof window === "undefined") return;
  window.__admPalette = { registerProvider: registerPaletteProvider, open: openPalette, close: closePalette };
}
