// Nothing lost (issue 19): a step's half-filled form is kept in localStorage until the server has it, so a
// reload, a lost connection or a failed save gives it back. One entry per user, wizard, wizard id and step:
// another operator on the same browser, another plan or rate, and another step never see it.

export type WizardName = "product" | "rate";

export type DraftAddress = {
  userId: number;
  wizard: WizardName;
  /** The plan (and rate) the wizard works on: "plan:12", "plan:12/rate:40/region:3", "plan:0" for a new one. */
  wizardId: string;
  step: number;
};

export type Draft<T> = { values: T; savedAt: number };

const PREFIX = "adm.wizardDraft.v1";

export function draftKey({ userId, wizard, wizardId, step }: DraftAddress): string {
  return `${PREFIX}:${userId}:${wizard}:${wizardId}:${step}`;
}

export function readDraft<T>(address: DraftAddress): Draft<T> | null {
  try {
    const raw = localStorage.getItem(draftKey(address));
    if (raw === null) return null;
    const draft = JSON.parse(raw) as Partial<Draft<T>>;
    if (typeof draft !== "object" || draft === null || !("values" in draft)) return null;
    return { values: draft.values as T, savedAt: Number(draft.savedAt) || 0 };
  } catch {
    return null;
  }
}

/** Keeps the values; false when the browser refused (storage full or off): the caller says so. */
export function writeDraft<T>(address: DraftAddress, values: T, now = Date.now()): boolean {
  try {
    localStorage.setItem(draftKey(address), JSON.stringify({ values, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a step's draft once the server saved it (or the operator discarded it). */
export function clearDraft(address: DraftAddress): void {
  try {
    localStorage.removeItem(draftKey(address));
  } catch {
    // Storage off: there is nothing kept to forget.
  }
}

/** The ids of the wizard a URL's parameters name. */
export function wizardIdOf(params: Readonly<Record<string, string | undefined>>): string {
  const parts = [`plan:${params.id || "0"}`];
  if (params.rate_id) parts.push(`rate:${params.rate_id}`);
  if (params.region_id) parts.push(`region:${params.region_id}`);
  if (params.user_id) parts.push(`user:${params.user_id}`);
  return parts.join("/");
}
