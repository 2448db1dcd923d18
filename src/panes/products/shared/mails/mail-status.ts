// Spec 3 §4 "E-mail status": publish when the e-mail has a publish date, draft when created or modified but
// not published, disassociated when the lookup fails (the e-mail is then set to none). Every e-mail counts
// as valid only when its status is publish.

export type MailStatus = "draft" | "publish" | "disassociated";

export type MailLookup = { ok: true; mail: { publication_date?: string | null } } | { ok: false };

export function mailStatus(lookup: MailLookup): MailStatus {
  if (!lookup.ok) return "disassociated";
  return lookup.mail.publication_date ? "publish" : "draft";
}

export const allMailsValid = (statuses: readonly MailStatus[]) =>
  statuses.length > 0 && statuses.every((status) => status === "publish");
