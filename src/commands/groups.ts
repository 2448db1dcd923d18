// Command groups: the palette groups commands by them, in registration order, and command ids start with
// them (`system.openUsers`). The platform's own groups come first; each module's manifest adds one (its id),
// labelled by `<namespace>.group` in its locale files.

export type CommandGroup = { id: string; label: string };

const groups: CommandGroup[] = [];

/** Throws on a taken id. Returns a disposer. */
export function registerCommandGroups(list: readonly CommandGroup[]): () => void {
  for (const group of list) {
    if (groups.some((existing) => existing.id === group.id)) {
      throw new Error(`Command group "${group.id}" is already registered`);
    }
  }
  groups.push(...list);
  return () => {
    for (const group of list) {
      const at = groups.indexOf(group);
      if (at >= 0) groups.splice(at, 1);
    }
  };
}

export function commandGroups(): readonly CommandGroup[] {
  return groups;
}

export function isCommandGroup(id: string): boolean {
  return groups.some((group) => group.id === id);
}

export function groupOrder(id: string): number {
  const index = groups.findIndex((group) => group.id === id);
  return index === -1 ? groups.length : index;
}

export function groupLabelKey(id: string): string {
  return groups.find((group) => group.id === id)?.label ?? id;
}
