import { z } from "zod";
import type { Mail, MailPayload } from "../../api/mails";
import { MAIL_ID } from "../../contract/mails";

// The template form's rules: the server's (POST/PUT /services/mails/mail), with i18n keys as messages.

const required = "mails.form.required";
const picked = z.string().regex(/^\d+$/, "mails.form.choose");

export const mailFormSchema = z.object({
  id_mail: z
    .string()
    .trim()
    .toUpperCase()
    .min(3, "mails.form.idRule")
    .max(60, "mails.form.idRule")
    .regex(MAIL_ID, "mails.form.idRule"),
  mail_region: z.string().min(1, "mails.form.choose"),
  subject: z.string().trim().min(1, required).max(200),
  descripcion: z.string().trim().max(500),
  id_programa: picked,
  id_flujo: picked,
  nombre: z.string().trim().min(1, required).max(100),
  mail_to: z.email("mails.form.emailRule").max(200),
  html: z.string().min(1, required).max(200_000),
  publish: z.boolean(),
});

export type MailForm = z.input<typeof mailFormSchema>;
export type MailFormValues = z.output<typeof mailFormSchema>;

const STARTER = `<!doctype html>
<html lang="es">
  <body style="font-family:Arial,sans-serif">
    <p>Hola {{nombre}}:</p>
    <p></p>
    <p style="font-size:12px;color:#71717a">Enviado a {{email}}</p>
  </body>
</html>`;

export function initialMailForm(region: string, mail?: Mail): MailForm {
  if (!mail)
    return {
      id_mail: "",
      mail_region: region,
      subject: "",
      descripcion: "",
      id_programa: "",
      id_flujo: "",
      nombre: "",
      mail_to: "",
      html: STARTER,
      publish: false,
    };
  return {
    id_mail: mail.id_mail,
    mail_region: mail.region,
    subject: mail.subject,
    descripcion: mail.descripcion,
    id_programa: String(mail.id_programa),
    id_flujo: String(mail.id_flujo),
    nombre: mail.nombre,
    mail_to: mail.mail_to,
    html: mail.html,
    publish: false,
  };
}

export function mailPayload(form: MailFormValues): MailPayload {
  const { publish: _, ...fields } = form;
  return { ...fields, id_programa: Number(form.id_programa), id_flujo: Number(form.id_flujo) };
}
