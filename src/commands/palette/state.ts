import { createStore, useStore } from "../../lib/create-store";

export type PaletteState = {
  open: boolean;
  /** The command whose argument the sub-page asks for; null on the root page. */
  commandId: string | null;
  cheatSheet: boolean;
  /** Text the palette opens with (a search carried over, e.g. after switching region). */
  query: string;
};

export const paletteStore = createStore<PaletteState>({
  open: false,
  commandId: null,
  cheatSheet: false,
  query: "",
});

/** Opens the palette, on the argument page of a command when given, with a text already typed when given. */
export function openPalette(options: { commandId?: string; query?: string } = {}): void {
  paletteStore.set({
    open: true,
    commandId: options.commandId ?? null,
    cheatSheet: false,
    query: options.query ?? "",
  });
}

export function closePalette(): void {
  paletteStore.update((state) => ({ ...state, open: false, commandId: null }));
}

export function togglePalette(): void {
  if (paletteStore.get().open) closePalette();
  else openPalette();
}

export function setPalettePage(commandId: string | null): void {
  paletteStore.update((state) => ({ ...state, commandId }));
}

export function openCheatSheet(): void {
  paletteStore.set({ open: false, commandId: null, cheatSheet: true, query: "" });
}

export function closeCheatSheet(): void {
  paletteStore.update((state) => ({ ...state, cheatSheet: false }));
}

export function usePaletteState<S>(selector: (state: PaletteState) => S): S {
  return useStore(paletteStore, selector);
}
