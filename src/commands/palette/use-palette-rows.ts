import type { TFunction } from "i18next";
import type { LucideIcon } from "lucide-react";
import { useMemo } from "react";
import { groupLabelKey } from "../groups";
import { type AvailableCommand, meetsRequirement } from "../registry";
import type { AnyCommand, CommandContext } from "../types";
import { frecencyScores } from "./frecency";
import { type PaletteItem, usePaletteProviders } from "./providers";
import { type Rankable, rankItems } from "./rank";
import { type AsyncSource, useAsyncSources } from "./use-async-sources";

export type PaletteChoice =
  | { type: "command"; commandId: string; hasArgs: boolean }
  | { type: "arg"; commandId: string; value: unknown }
  | { type: "item"; item: PaletteItem };

export type PaletteOption = {
  key: string;
  label: string;
  detail?: string;
  keys?: string;
  icon?: LucideIcon;
  disabled: boolean;
  /** Translated reason a command is disabled. */
  reason?: string;
  choice: PaletteChoice;
};

export type PaletteRow =
  | { type: "heading"; key: string; label: string }
  | { type: "notice"; key: string; label: string }
  | { type: "option"; key: string; option: PaletteOption; index: number };

export type PaletteModel = { rows: PaletteRow[]; options: PaletteOption[]; loading: boolean };

const RECENT_LIMIT = 5;

class RowBuilder {
  rows: PaletteRow[] = [];
  options: PaletteOption[] = [];

  group(key: string, label: string, options: readonly PaletteOption[]) {
    if (options.length === 0) return;
    this.rows.push({ type: "heading", key: `h:${key}`, label });
    for (const option of options) {
      this.rows.push({ type: "option", key: option.key, option, index: this.options.length });
      this.options.push(option);
    }
  }

  notice(key: string, label: string) {
    this.rows.push({ type: "notice", key: `n:${key}`, label });
  }
}

function commandOption(entry: AvailableCommand, t: TFunction): PaletteOption {
  const { command } = entry;
  return {
    key: `c:${command.id}`,
    label: t(command.title),
    keys: command.keys,
    icon: command.icon,
    disabled: !entry.enabled,
    reason: entry.reason ? t(entry.reason) : undefined,
    choice: { type: "command", commandId: command.id, hasArgs: command.args !== undefined },
  };
}

/** Commands, grouped by module in the order their best match appears (or module order on an empty query). */
function addCommands(
  builder: RowBuilder,
  available: readonly AvailableCommand[],
  query: string,
  t: TFunction,
) {
  const boosts = frecencyScores();
  const rankables = available.map(({ command }) => ({
    id: command.id,
    title: t(command.title),
    keywords: command.keywords,
    group: t(groupLabelKey(command.module)),
  }));
  let ordered = rankItems(rankables, query, boosts).map((i) => available[i]);
  if (!query.trim()) {
    const recent = available
      .filter(({ command }) => (boosts.get(command.id) ?? 0) > 0)
      .sort((a, b) => (boosts.get(b.command.id) ?? 0) - (boosts.get(a.command.id) ?? 0))
      .slice(0, RECENT_LIMIT);
    builder.group(
      "recent",
      t("palette.recent"),
      recent.map((entry) => commandOption(entry, t)),
    );
    ordered = ordered.filter((entry) => !recent.includes(entry));
  }
  const groups = new Map<string, AvailableCommand[]>();
  for (const entry of ordered) {
    const list = groups.get(entry.command.module) ?? [];
    list.push(entry);
    groups.set(entry.command.module, list);
  }
  for (const [module, entries] of groups) {
    builder.group(
      module,
      t(groupLabelKey(module)),
      entries.map((entry) => commandOption(entry, t)),
    );
  }
}

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
      return { rows: builder.rows, options: builder.options, loading };
    }
    addCommands(builder, available, query, t);
    for (const provider of providers) {
      const result = results.get(provider.id);
      if (!result) continue;
      const items = result.items as readonly PaletteItem[];
      const ranked =
        provider.ranking === "local" ? rankItems(rankablesOf(items), query).map((i) => items[i]) : items;
      builder.group(
        provider.id,
        t(provider.group),
        ranked.map((item) => ({
          key: `p:${provider.id}:${item.id}`,
          label: item.label,
          detail: item.detail,
          icon: item.icon,
          disabled: false,
          choice: { type: "item", item },
        })),
      );
      if (result.failed) builder.notice(provider.id, `${t(provider.group)}: ${t("palette.providerError")}`);
    }
    return { rows: builder.rows, options: builder.options, loading };
  }, [results, page, query, available, providers, t]);
}

const rankables = new WeakMap<readonly PaletteItem[], Rankable[]>();

/** Cached per result array, so the ranker's own cache (by array) holds across keystrokes. */
function rankablesOf(items: readonly PaletteItem[]): Rankable[] {
  let list = rankables.get(items);
  if (!list) {
    list = items.map((item) => ({ id: item.id, title: item.label, keywords: item.keywords }));
    rankables.set(items, list);
  }
  return list;
}

type ArgOption = { id: string; label: string; detail?: string; value: unknown; argOf: string };

function argOption(item: ArgOption): PaletteOption {
  return {
    key: `a:${item.id}`,
    label: item.label,
    detail: item.detail,
    disabled: false,
    choice: { type: "arg", commandId: item.argOf, value: item.value },
  };
}

function freeTextOption(commandId: string, text: string, value: unknown, label: string): PaletteOption {
  return { key: `t:${text}`, label, disabled: false, choice: { type: "arg", commandId, value } };
}
