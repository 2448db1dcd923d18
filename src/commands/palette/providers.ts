import type { LucideIcon } from "lucide-react";
import { createStore, useStore } from "../../lib/create-store";
import type { CommandContext, Requirement } from "../types";

// Entity results inline on the palette's root page. A module registers a provider (the consumption module:
// subscribers by e-mail or phone); the palette calls it as the user types, cancelling stale requests.
// Usable outside React: a benchmark registers 10,000 candidates the same way.

export type PaletteItem = {
  /** Unique within the provider. */
  id: string;
  label: string;
  detail?: string;
  keywords?: readonly string[];
  icon?: LucideIcon;
  /** Enter on the item. The palette is closed first. */
  run(ctx: CommandContext): void | Promise<void>;
};

export type PaletteProvider = {
  id: string;
  /** i18n key of the group heading. */
  group: string;
  search(query: string, signal: AbortSignal): Promise<readonly PaletteItem[]> | readonly PaletteItem[];
  /** Shortest query that triggers a search: default 2; 0 searches on an empty query too. */
  minQueryLength?: number;
  /** Wait after the last keystroke: default 200 ms; 0 for in-memory data. */
  debounceMs?: number;
  /** provider: shown in the order returned (server-side search). local: ranked by the palette like commands. */
  ranking?: "provider" | "local";
  /** Searched only for sessions that meet it. */
  requires?: Requirement;
  /** Where its group shows among the providers' groups, lower first (default 0; equal: registration order). */
  order?: number;
  /**
   * Why a search found nothing, already translated, with options that get further (another region), shown
   * instead of a bare "no results". Null when there is nothing better to say.
   */
  explainEmpty?(query: string): EmptyExplanation | null;
};

/** Why a provider found nothing (translated) and the options that get further; listed after every hit. */
export type EmptyExplanation = { message: string; items?: readonly PaletteItem[] };

const providers = createStore<readonly PaletteProvider[]>([]);

/** Returns a disposer. Throws on a duplicate id. */
export function registerPaletteProvider(provider: PaletteProvider): () => void {
  if (providers.get().some((existing) => existing.id === provider.id)) {
    throw new Error(`Palette provider "${provider.id}" is already registered`);
  }
  providers.update((list) => [...list, provider].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)));
  return () => providers.update((list) => list.filter((existing) => existing !== provider));
}

/** The registered providers, in the order their groups show. */
export function providersInOrder(): readonly PaletteProvider[] {
  return providers.get();
}

export function usePaletteProviders(): readonly PaletteProvider[] {
  return useStore(providers, (list) => list);
}
