import { useMemo } from "react";
import type { AvailableCommand } from "../registry";
import { meetsRequirement } from "../registry";
import type { AnyCommand, ArgSpec, CommandContext } from "../types";
import {
  type EmptyExplanation,
  type PaletteItem,
  type PaletteProvider,
  usePaletteProviders,
} from "./providers";
import {
  type ArgOption,
  addCommands,
  addLockedScreens,
  argOption,
  freeTextOption,
  itemOption,
  type PaletteModel,
  type PaletteOption,
  RowBuilder,
  rankLocally,
} from "./rows";
import { type AsyncSource, useAsyncSources } from "./use-async-sources";

/** The rows of the palette: the root page (commands and providers) or a command's argument page `spec`. */
export function usePaletteRows(
  query: string,
  available: readonly AvailableCommand[],
  /** Screens this user may not open (lockedScreens): listed disabled when the query names them. */
  locked: readonly AnyCommand[],
  page: AnyCommand | undefined,
  spec: ArgSpec<unknown> | undefined,
  ctx: CommandContext,
): PaletteModel {
  const providers = usePaletteProviders();
  const { session, t } = ctx;
  const sources = useMemo<AsyncSource<PaletteItem | ArgOption>[]>(() => {
    if (page && spec) {
      const args = spec;
      return [
        {
          id: "args",
          search: (text, signal) =>
            Promise.resolve(args.suggest(text, signal, ctx)).then((items) =>
              items.map((item) => ({ ...item, argOf: page.id })),
            ),
          minQueryLength: 0,
          debounceMs: args.debounceMs ?? 120,
        },
      ];
    }
    return providers
      .filter((provider) => meetsRequirement(provider.requires, session))
      .map((provider) => ({
        id: provider.id,
        search: provider.search,
        minQueryLength: provider.minQueryLength ?? 2,
        debounceMs: provider.debounceMs ?? 200,
      }));
  }, [page, spec, providers, session, ctx]);
  const results = useAsyncSources(sources, query);

  return useMemo(() => {
    const builder = new RowBuilder();
    const loading = [...results.values()].some((result) => result.loading);
    if (page && spec) {
      const parsed = query.trim() ? spec.parse?.(query.trim()) : undefined;
      const typed: PaletteOption[] =
        parsed === undefined
          ? []
          : [freeTextOption(page.id, query.trim(), parsed, t("palette.useText", { text: query.trim() }))];
      const suggestions = (results.get("args")?.items ?? []) as ArgOption[];
      builder.group(page.id, t(page.title), [...typed, ...suggestions.map(argOption)]);
      if (results.get("args")?.failed) builder.notice("args", t("palette.providerError"));
      return builder.model(loading);
    }
    addCommands(builder, available, query, t);
    addLockedScreens(builder, locked, query, t);
    // Why a provider found nothing, and where to look next, comes after every provider's hits: a pasted id
    // that names a filter must not sink below a subscriber look-up's list of other regions to search.
    const explained: { provider: PaletteProvider; why: EmptyExplanation }[] = [];
    for (const provider of providers) {
      const result = results.get(provider.id);
      if (!result) continue;
      const items = result.items as readonly PaletteItem[];
      const ranked = provider.ranking === "local" ? rankLocally(items, query) : items;
      builder.group(
        provider.id,
        t(provider.group),
        ranked.map((item) => itemOption(provider.id, item)),
      );
      if (result.failed) builder.notice(provider.id, `${t(provider.group)}: ${t("palette.providerError")}`);
      else if (!result.loading && items.length === 0) {
        const why = provider.explainEmpty?.(query);
        if (why) explained.push({ provider, why });
      }
    }
    for (const { provider, why } of explained) {
      builder.notice(provider.id, why.message);
      builder.group(
        `${provider.id}:next`,
        t(provider.group),
        (why.items ?? []).map((item) => itemOption(provider.id, item)),
      );
    }
    return builder.model(loading);
  }, [results, page, spec, query, available, locked, providers, t]);
}
