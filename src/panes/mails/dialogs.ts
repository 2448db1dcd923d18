import type { MailKey } from "../../api/mails";

/** The modals a mails pane shows when its commands (or a pasted id) ask. */
export type MailDialog =
  | { type: "create" }
  | { type: "edit"; key: MailKey }
  | { type: "preview"; key: MailKey }
  | { type: "send"; key: MailKey; mailTo: string };

export const keyOf = (row: { id_mail: string; region: string }): MailKey => ({
  id_mail: row.id_mail,
  region: row.region,
});
