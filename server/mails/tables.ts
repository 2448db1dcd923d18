import type { Generated } from "kysely";

// The mails module's own tables (typed where used with db.withTables<MailsTables>()).

export type MailTable = {
  id_mail: string;
  region: string;
  country_code: string;
  subject: string;
  descripcion: string;
  id_programa: number;
  id_flujo: number;
  nombre: string;
  mail_to: string;
  html: string;
  status: number;
  fecha_alta: string;
  fecha_modificacion: string;
  usuario_modificacion: string;
  fecha_publicacion: string | null;
  usuario_publicacion: string | null;
};

export type MailFlowTable = { id_flujo: Generated<number>; desc_flujo: string };
export type MailProgramTable = { id_programa: Generated<number>; desc_programa: string };

export type MailsTables = { mails: MailTable; mail_flows: MailFlowTable; mail_programs: MailProgramTable };
