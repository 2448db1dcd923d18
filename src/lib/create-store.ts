import { useSyncExternalStore } from "react";

export type Store<T> = {
  get(): T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
};

/**
 * A tiny immutable store readable outside React (the keyboard binder, `executeCommand`, a benchmark) and from
 * components through `useStore`. Immutable values keep tree operations pure and snapshots free.
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selector must return a stable value (a field of the state or a primitive), not a fresh object. */
export function useStore<T, S>(store: Store<T>, selector: (value: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}
