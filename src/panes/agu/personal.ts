import type { EndUserRow } from "../../api/agu";
import type { RevealTarget } from "../../api/privacy";
import { onlySelected, revealCommand } from "../../kit/reveal-command";
import { DIRECTORY } from "./kinds";

// The directory's personal data (issue 32 item 2): masked by the server for a role without «Ver datos
// personales» on clients; one value of a row may be revealed with a reason.

export type EndUserField = "email" | "name" | "phone_telmex" | "phone_telcel";

/** The row's personal fields: the column that shows each (its label's key) and its value. */
export const END_USER_FIELDS: readonly { field: EndUserField; column: string }[] = [
  { field: "email", column: "email" },
  { field: "name", column: "name" },
  { field: "phone_telmex", column: "telmex" },
  { field: "phone_telcel", column: "telcel" },
];

export const endUserTarget = (row: EndUserRow, field: EndUserField): RevealTarget => ({
  kind: "end_user",
  region: row.region,
  id_usuario: row.id_usuario,
  field,
});

/** A selected row of the directory. */
export const isEndUser = (row: unknown): row is EndUserRow =>
  typeof row === "object" && row !== null && "user_hash" in row && "id_usuario" in row;

export const revealEndUser = revealCommand({
  id: "agu.revealPersonal",
  group: "agu",
  pane: DIRECTORY,
  module: "clients",
  order: 2,
  keywords: ["correo", "email", "teléfono", "phone", "nombre", "name"],
  surfaces: ["row", "palette"],
  record: (ctx) => {
    const row = onlySelected(ctx.selection, isEndUser);
    if (!row) return undefined;
    return {
      subject: ctx.t("agu.personal.user", { id: row.id_usuario }),
      choices: END_USER_FIELDS.filter(({ field }) => row[field]).map(({ field, column }) => ({
        target: endUserTarget(row, field),
        label: ctx.t(`agu.columns.${column}`),
      })),
    };
  },
});
