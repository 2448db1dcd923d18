import { Mail } from "lucide-react";
import { findMails } from "../../api/mails";
import type { PaletteProvider } from "../../commands/palette/providers";
import { MAIL_ID } from "../../contract/mails";
import { MAILS } from "./kinds";

// A mail id pasted on the palette's root page (COMPRA_VIDEO_MENSUAL) lists the templates with that id in every
// region the user holds; Enter opens one. Only id-shaped text (a word with '_' or '-') asks the server.

const PASTED_ID = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)+$/;

export function looksLikeMailId(text: string): boolean {
  const value = text.trim();
  return (
    value.length >= 4 && value.length <= 60 && PASTED_ID.test(value) && MAIL_ID.test(value.toUpperCase())
  );
}

export const mailIdProvider: PaletteProvider = {
  id: "mails.byId",
  group: "mails.palette.group",
  minQueryLength: 4,
  debounceMs: 250,
  ranking: "provider",
  requires: { module: "mails", privilege: "view" },
  search: async (query, signal) => {
    if (!looksLikeMailId(query)) return [];
    const found = await findMails(query.trim().toUpperCase(), { signal });
    return found.map((row) => ({
      id: `${row.id_mail}@${row.region}`,
      label: `${row.id_mail} · ${row.desc_region}`,
      detail: row.subject,
      icon: Mail,
      run: (ctx) => ctx.openPane(MAILS, { mail: row.id_mail, mail_region: row.region }),
    }));
  },
};
