/**
 * Command modules: the palette groups commands by them (in this order) and ids start with them
 * (`system.openUsers`). Pane kinds use the same prefixes (`system.users`). Labels: `commands.groups.<id>`.
 */
export const COMMAND_GROUPS = [
  "general",
  "workspace",
  "home",
  "profile",
  "system",
  "dummy",
  "mails",
  "edges",
  "dashboard",
  "consumption",
  "serviceType",
  "agu",
  "products",
  "filters",
  "apa",
  "signals",
  "providers",
  "legacy",
] as const;

export type CommandGroup = (typeof COMMAND_GROUPS)[number];

export function groupOrder(group: string): number {
  const index = (COMMAND_GROUPS as readonly string[]).indexOf(group);
  return index === -1 ? COMMAND_GROUPS.length : index;
}

export function groupLabelKey(group: string): string {
  return `commands.groups.${group}`;
}
