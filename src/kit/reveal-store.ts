import type { RevealTarget } from "../api/privacy";
import type { PersonalDataModule } from "../contract/personal-data";
import { createStore, useStore } from "../lib/create-store";

// The values revealed in each pane, and the reveal being asked for. A revealed value stays whole in the pane
// that asked for it (the record shows it in place of the mask) until the page is left.

/** One value that may be revealed: the record's field and its translated name ("Correo electrónico"). */
export type RevealChoice = { target: RevealTarget; label: string };

export type RevealRequest = {
  paneId: string;
  module: PersonalDataModule;
  /** Whose value it is, as the screen names the record ("Juan Pérez", "log 1234"). */
  subject: string;
  /** The record's masked fields; the dialog asks which one when there are several. */
  choices: readonly RevealChoice[];
  /** The field preselected (a "Revelar…" next to one value). */
  initial?: number;
};

export const revealRequestStore = createStore<RevealRequest | null>(null);
const revealedStore = createStore<Readonly<Record<string, string>>>({});

/** Object keys sorted: the same target gives the same key however it was written. */
function revealKey(paneId: string, target: RevealTarget): string {
  const sorted = Object.fromEntries(Object.entries(target).sort(([a], [b]) => a.localeCompare(b)));
  return `${paneId}\n${JSON.stringify(sorted)}`;
}

export function requestReveal(request: RevealRequest): void {
  revealRequestStore.set(request);
}

export function closeReveal(): void {
  revealRequestStore.set(null);
}

export function keepRevealed(paneId: string, target: RevealTarget, value: string): void {
  revealedStore.update((values) => ({ ...values, [revealKey(paneId, target)]: value }));
}

/** The whole value revealed in this pane, if it was. */
export function revealedValue(paneId: string, target: RevealTarget): string | undefined {
  return revealedStore.get()[revealKey(paneId, target)];
}

export function useRevealed(paneId: string, target: RevealTarget | undefined): string | undefined {
  return useStore(revealedStore, (values) => (target ? values[revealKey(paneId, target)] : undefined));
}
