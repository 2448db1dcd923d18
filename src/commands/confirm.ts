import { createStore } from "../lib/create-store";
import type { Confirmed, ConfirmField, ImpactPreview } from "./types";

/** A confirmation to show: the impact, what must be typed, and the action it runs. */
export type ConfirmationRequest = {
  preview: ImpactPreview;
  /** Audited: a reason is required. */
  reason: boolean;
  fields?: readonly ConfirmField[];
  /** Runs the confirmed action; a rejection keeps the dialog open, showing `failure(error)`. */
  submit(confirmed: Confirmed): Promise<void>;
  failure(error: unknown): string;
};

export type PendingConfirm = { request: ConfirmationRequest; resolve(done: boolean): void };

export const confirmStore = createStore<PendingConfirm | null>(null);

let hosts = 0;
/** The confirm dialog registers itself; without one (a bare test, a script) the browser's dialogs are used. */
export function markConfirmHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

function previewText(preview: ImpactPreview): string {
  const { title, summary = [], records = [], amounts = [], warnings = [] } = preview;
  return [title, ...summary, ...records, ...amounts, ...warnings].join("\n");
}

/** The browser's prompt for each required text; null when one is refused or left empty. */
function promptAll(request: ConfirmationRequest, labels: { reason: string }): Confirmed | null {
  const values: Record<string, string> = {};
  for (const field of request.fields ?? []) {
    const value = window.prompt(field.label)?.trim();
    if (!value) return null;
    values[field.name] = value;
  }
  const reason = request.reason ? window.prompt(labels.reason)?.trim() : "";
  if (reason === undefined || (request.reason && !reason)) return null;
  return { reason, values };
}

/**
 * Shows the confirmation and resolves true once its action has run, false when the operator backs out.
 * Nothing runs unconfirmed: with no way to ask, the answer is no.
 */
export function requestConfirmation(
  request: ConfirmationRequest,
  labels: { reason: string } = { reason: "" },
): Promise<boolean> {
  if (hosts === 0) {
    if (typeof window === "undefined" || typeof window.confirm !== "function") return Promise.resolve(false);
    const asksText = request.reason || (request.fields?.length ?? 0) > 0;
    if (!asksText) {
      if (!window.confirm(previewText(request.preview))) return Promise.resolve(false);
      return request.submit({ reason: "", values: {} }).then(() => true);
    }
    if (typeof window.prompt !== "function" || !window.confirm(previewText(request.preview))) {
      return Promise.resolve(false);
    }
    const confirmed = promptAll(request, labels);
    return confirmed ? request.submit(confirmed).then(() => true) : Promise.resolve(false);
  }
  return new Promise((resolve) => {
    confirmStore.get()?.resolve(false);
    confirmStore.set({ request, resolve });
  });
}

/** A plain yes/no confirmation (a status switch): true when confirmed. */
export function requestConfirm(preview: ImpactPreview): Promise<boolean> {
  return requestConfirmation({
    preview,
    reason: false,
    submit: async () => undefined,
    failure: () => "",
  });
}

export function settleConfirm(done: boolean): void {
  const pending = confirmStore.get();
  confirmStore.set(null);
  pending?.resolve(done);
}
