/**
 * A registry of declarations by id (menu sections, pane kinds): a list is added whole or not at all, a taken
 * id throws, and the disposer removes what that list added (tests, hot reload).
 */
export function idRegistry<T extends { readonly id: string }>(taken: (id: string) => string) {
  const items = new Map<string, T>();
  return {
    /** `check` refuses an item by throwing, before anything is added. */
    register(list: readonly T[], check?: (item: T) => void): () => void {
      const ids = new Set<string>();
      for (const item of list) {
        if (items.has(item.id) || ids.has(item.id)) throw new Error(taken(item.id));
        ids.add(item.id);
        check?.(item);
      }
      for (const item of list) items.set(item.id, item);
      return () => {
        for (const item of list) if (items.get(item.id) === item) items.delete(item.id);
      };
    },
    get: (id: string): T | undefined => items.get(id),
    all: (): readonly T[] => [...items.values()],
  };
}
