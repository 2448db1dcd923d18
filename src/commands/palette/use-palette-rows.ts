import { useMemo } from "react";
import type { AvailableCommand } from "../registry";
import { meetsRequirement } from "../registry";
import type { AnyCommand, CommandContext } from "../types";
import { type PaletteItem, usePaletteProviders } from "./providers";
import {
  type ArgOption,
  addCommands,
  argOption,
  freeTextOption,
  itemOption,
  type PaletteModel,
  type PaletteOption,
  RowBuilder,
  rankLocally,
} from "./rows";
import { type AsyncSource, useAsyncSources } from "./use-async-sources";

/** The rows of the palette: the root page (commands and providers) or a command's argument page. */
export function usePaletteRows(
  query: string,
  available: readonly AvailableCommand[],
  page: AnyCommand | undefined,
  ctx: CommandContext,
): PaletteModel {
  const providers = usePaletteProviders();
  const { session, t } = ctx;
  const sources = useMemo<AsyncSource<PaletteItem | ArgOption>[]>(() => {
    if (page?.args) {
      const args = page.args;
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
  }, [page, providers, session, ctx]);
  const results = useAsyncSources(sources, query);

  return useMemo(() => {
    const builder = new RowBuilder();
    const loading = [...results.values()].some((result) => result.loading);
    if (page?.args) {
      const parsed = query.trim() ? page.args.parse?.(query.trim()) : undefined;
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
        if (why) {
          builder.notice(provider.id, why.message);
          builder.group(
            `${provider.id}:next`,
            t(provider.group),
            (why.items ?? []).map((item) => itemOption(provider.id, item)),
          );
        }
      }
    }
    return builder.model(loading);
  }, [results, page, query, available, providers, t]);
}
