import type { TFunction } from "i18next";
import type { LucideIcon } from "lucide-react";
import { groupLabelKey } from "../groups";
import { missingPrivilegeText } from "../missing-privilege";
import type { AvailableCommand } from "../registry";
import type { AnyCommand } from "../types";
import { frecencyScores } from "./frecency";
import type { PaletteItem } from "./providers";
import { type Rankable, rankItems } from "./rank";

// The palette's list model: options (what Enter can choose) interleaved with group headings and notices.

export type PaletteChoice =
  | { type: "command"; commandId: string; hasArgs: boolean }
  | { type: "arg"; commandId: string; value: unknown }
  | { type: "item"; item: PaletteItem };

export type PaletteOption = {
  key: string;
  label: string;
  detail?: string;
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

export type PaletteModel = {
  rows: PaletteRow[];
  options: PaletteOption[];
  /** Row index of each option. */
  rowOfOption: number[];
  /** Texts of the notice rows (also announced with the result count). */
  notices: string[];
  loading: boolean;
};

const RECENT_LIMIT = 5;

export class RowBuilder {
  rows: PaletteRow[] = [];
  options: PaletteOption[] = [];
  rowOfOption: number[] = [];
  notices: string[] = [];

  group(key: string, label: string, options: readonly PaletteOption[]) {
    if (options.length === 0) return;
    this.rows.push({ type: "heading", key: `h:${key}`, label });
    for (const option of options) {
      this.rowOfOption.push(this.rows.length);
      this.rows.push({ type: "option", key: option.key, option, index: this.options.length });
      this.options.push(option);
    }
  }

  notice(key: string, label: string) {
    this.rows.push({ type: "notice", key: `n:${key}`, label });
    this.notices.push(label);
  }

  model(loading: boolean): PaletteModel {
    return {
      rows: this.rows,
      options: this.options,
      rowOfOption: this.rowOfOption,
      notices: this.notices,
      loading,
    };
  }
}

function commandOption(entry: AvailableCommand, t: TFunction): PaletteOption {
  const { command } = entry;
  return {
    key: `c:${command.id}`,
    label: t(command.title),
    icon: command.icon,
    disabled: !entry.enabled,
    reason: entry.reason ? t(entry.reason) : undefined,
    choice: { type: "command", commandId: command.id, hasArgs: command.args !== undefined },
  };
}

const commandLists = new WeakMap<readonly AvailableCommand[], { t: TFunction; list: Rankable[] }>();

/** Kept per command list and language, so the ranker's own cache (by array) holds across keystrokes. */
function commandRankables(available: readonly AvailableCommand[], t: TFunction): Rankable[] {
  const cached = commandLists.get(available);
  if (cached?.t === t) return cached.list;
  const list = available.map(({ command }) => ({
    id: command.id,
    title: t(command.title),
    keywords: command.keywords,
    group: t(groupLabelKey(command.module)),
  }));
  commandLists.set(available, { t, list });
  return list;
}

/** Commands, grouped by module in the order their best match appears (or module order on an empty query). */
export function addCommands(
  builder: RowBuilder,
  available: readonly AvailableCommand[],
  query: string,
  t: TFunction,
) {
  const boosts = frecencyScores();
  let ordered = rankItems(commandRankables(available, t), query, boosts).map((i) => available[i]);
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

/** Screens the user may not open, when the query names them: disabled, with the privilege that opens them. */
export function addLockedScreens(
  builder: RowBuilder,
  locked: readonly AnyCommand[],
  query: string,
  t: TFunction,
) {
  if (!query.trim() || locked.length === 0) return;
  const found = rankItems(lockedRankables(locked, t), query).map((i) => locked[i]);
  builder.group(
    "locked",
    t("palette.locked.group"),
    found.flatMap((command): PaletteOption[] => {
      const requires = command.requires;
      if (!requires || typeof requires === "function") return [];
      const modules = typeof requires.module === "string" ? [requires.module] : requires.module;
      const reason = missingPrivilegeText(t, requires.privilege, modules);
      const choice = { type: "command", commandId: command.id, hasArgs: false } as const;
      return [
        {
          key: `l:${command.id}`,
          label: t(command.title),
          icon: command.icon,
          disabled: true,
          reason,
          choice,
        },
      ];
    }),
  );
}

const lockedLists = new WeakMap<readonly AnyCommand[], { t: TFunction; list: Rankable[] }>();

function lockedRankables(locked: readonly AnyCommand[], t: TFunction): Rankable[] {
  const cached = lockedLists.get(locked);
  if (cached?.t === t) return cached.list;
  const list = locked.map((command) => ({
    id: command.id,
    title: t(command.title),
    keywords: command.keywords,
  }));
  lockedLists.set(locked, { t, list });
  return list;
}

const rankables = new WeakMap<readonly PaletteItem[], Rankable[]>();
const lastRanking = new WeakMap<readonly PaletteItem[], { query: string; order: readonly PaletteItem[] }>();

const itemOptions = new WeakMap<PaletteItem, PaletteOption>();

/** The option of a provider item, made once per item (10,000 of them must not be rebuilt per keystroke). */
export function itemOption(providerId: string, item: PaletteItem): PaletteOption {
  let option = itemOptions.get(item);
  if (!option) {
    option = {
      key: `p:${providerId}:${item.id}`,
      label: item.label,
      detail: item.detail,
      icon: item.icon,
      disabled: false,
      choice: { type: "item", item },
    };
    itemOptions.set(item, option);
  }
  return option;
}

/** Items of a locally ranked provider in rank order; the last ranking per result array is reused. */
export function rankLocally(items: readonly PaletteItem[], query: string): readonly PaletteItem[] {
  const last = lastRanking.get(items);
  if (last?.query === query) return last.order;
  const order = rankItems(rankablesOf(items), query).map((i) => items[i]);
  lastRanking.set(items, { query, order });
  return order;
}

/** Cached per result array, so the ranker's own cache (by array) holds across keystrokes. */
function rankablesOf(items: readonly PaletteItem[]): Rankable[] {
  let list = rankables.get(items);
  if (!list) {
    list = items.map((item) => ({ id: item.id, title: item.label, keywords: item.keywords }));
    rankables.set(items, list);
  }
  return list;
}

export type ArgOption = {
  id: string;
  label: string;
  detail?: string;
  reason?: string;
  value: unknown;
  argOf: string;
};

export function argOption(item: ArgOption): PaletteOption {
  return {
    key: `a:${item.id}`,
    label: item.label,
    detail: item.detail,
    disabled: item.reason !== undefined,
    reason: item.reason,
    choice: { type: "arg", commandId: item.argOf, value: item.value },
  };
}

export function freeTextOption(
  commandId: string,
  text: string,
  value: unknown,
  label: string,
): PaletteOption {
  return { key: `t:${text}`, label, disabled: false, choice: { type: "arg", commandId, value } };
}
