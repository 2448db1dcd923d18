import { z } from "zod";
import { defineCalls } from "./define.ts";
import { reasonQuery } from "./fields.ts";
import { dataTablesAnswer, draw, pageWindow, sortedSearch } from "./paging.ts";

// Mail templates per region (spec 2 §2, §3, §7 /services/mails/mail, module `mails`).

/** A template's key, chosen by the operator and unique per region: COMPRA_SVOD_MENSUAL. */
export const MAIL_ID = /^[A-Z0-9]+(?:[_-][A-Z0-9]+)*$/;
export const mailId = z.string().trim().toUpperCase().min(3).max(60).regex(MAIL_ID);
const regionName = z.string().trim().min(1).max(50);

export const MAIL_SORT_FIELDS = [
  "id_mail",
  "subject",
  "descripcion",
  "region",
  "desc_programa",
  "desc_flujo",
  "fecha_modificacion",
  "status",
] as const;
export type MailSortField = (typeof MAIL_SORT_FIELDS)[number];

/** 0 draft, 1 published (spec 2 §4: draft then published). */
export const MAIL_STATUS = { draft: 0, published: 1 } as const;

/** A row of the list: everything but the HTML body. */
export const mailRow = z.object({
  id_mail: z.string(),
  subject: z.string(),
  descripcion: z.string(),
  country_code: z.string(),
  region: z.string(),
  desc_region: z.string(),
  id_programa: z.int(),
  desc_programa: z.string(),
  id_flujo: z.int(),
  desc_flujo: z.string(),
  fecha_alta: z.string(),
  fecha_modificacion: z.string(),
  usuario_modificacion: z.string(),
  status: z.int().min(0).max(1),
  fecha_publicacion: z.string().nullable(),
  usuario_publicacion: z.string().nullable(),
  mail_to: z.string(),
  nombre: z.string(),
});
export type MailRow = z.output<typeof mailRow>;

export const mail = mailRow.extend({ html: z.string() });
export type Mail = z.output<typeof mail>;

const editable = {
  subject: z.string().trim().min(1).max(200),
  descripcion: z.string().trim().max(500).default(""),
  id_programa: z.coerce.number<number>().int().positive(),
  id_flujo: z.coerce.number<number>().int().positive(),
  nombre: z.string().trim().min(1).max(100),
  mail_to: z.email().max(200),
  html: z.string().min(1).max(200_000),
};
export const updateMailBody = z.object(editable);
/** A template's HTML (200,000 characters) goes beyond the server's default body bound. */
const mailBodyLimit = { bytes: 1024 * 1024 } as const;
export const createMailBody = z.object({ id_mail: mailId, mail_region: regionName, ...editable });
export type MailPayload = z.input<typeof createMailBody>;

const mailParams = z.object({ id_mail: mailId });
const inRegion = z.object({ mail_region: regionName });
const access = (privilege: "view" | "new" | "edit" | "delete" | "publish") =>
  ({ module: "mails", privilege }) as const;
const named = z.object({ id: z.int(), name: z.string() });

export const mailCalls = defineCalls("mails", {
  listMails: {
    summary:
      "Templates of the request's region (every region for 'generic'), paged from/rpp, sorted, searched",
    method: "GET",
    path: "/mails/mail",
    query: z.object({
      draw,
      ...pageWindow.fromRpp(500, 15),
      ...sortedSearch(MAIL_SORT_FIELDS, { field: "fecha_modificacion", order: "desc" }),
    }),
    result: dataTablesAnswer(mailRow),
    access: access("view"),
  },
  checkMailId: {
    summary: "Whether an id is free in a region (spec 2 §5: valid when no mail is returned)",
    method: "GET",
    path: "/mails/mail/available/:id_mail",
    params: mailParams,
    query: inRegion,
    result: z.object({ id_mail: z.string(), mail_region: z.string(), available: z.boolean() }),
    access: access("view"),
  },
  findMails: {
    summary: "The templates with this id in any region the user holds (a pasted id in the palette)",
    method: "GET",
    path: "/mails/mail/find/:id_mail",
    params: mailParams,
    result: z.array(mailRow),
    access: access("view"),
  },
  getMail: {
    summary: "A template with its HTML body",
    method: "GET",
    path: "/mails/mail/:id_mail",
    params: mailParams,
    query: inRegion,
    result: mail,
    errors: ["not_found"],
    access: access("view"),
  },
  createMail: {
    summary: "Saves a new template as a draft",
    method: "POST",
    path: "/mails/mail",
    body: createMailBody,
    result: mail,
    errors: ["mail_id_exists"],
    bodyLimit: mailBodyLimit,
    access: access("new"),
    status: 201,
  },
  createAndPublishMail: {
    summary: "Saves the draft, then publishes it only if the draft was saved (needs new and publish)",
    method: "POST",
    path: "/mails/mail/publish",
    body: createMailBody,
    result: mail,
    errors: ["mail_id_exists"],
    bodyLimit: mailBodyLimit,
    access: access("publish"),
    status: 201,
  },
  updateMail: {
    summary: "Updates a template; an edited template is a draft again until published",
    method: "PUT",
    path: "/mails/mail/:id_mail",
    params: mailParams,
    query: inRegion,
    body: updateMailBody,
    result: mail,
    errors: ["not_found"],
    bodyLimit: mailBodyLimit,
    access: access("edit"),
  },
  deleteMail: {
    summary: "Deletes a template; the reason goes to the audit row",
    method: "DELETE",
    path: "/mails/mail/:id_mail",
    params: mailParams,
    query: inRegion.extend(reasonQuery.shape),
    result: z.object({ id_mail: z.string(), mail_region: z.string() }),
    errors: ["not_found"],
    access: access("delete"),
  },
  publishMail: {
    summary: "Publishes a template (date and user recorded)",
    method: "POST",
    path: "/mails/mail/publish/:id_mail",
    params: mailParams,
    query: inRegion,
    result: mail,
    errors: ["not_found"],
    access: access("publish"),
  },
  previewMail: {
    summary: "The template as mail_to would receive it ({{email}}, {{nombre}}, {{region}} filled in)",
    method: "GET",
    path: "/mails/mail/preview/:id_mail",
    params: mailParams,
    query: inRegion.extend({ mail_to: z.email().max(200).optional() }),
    result: z.object({ subject: z.string(), mail_to: z.string(), html: z.string() }),
    errors: ["not_found"],
    access: access("view"),
  },
  sendMail: {
    summary: "Queues a test mail of the template to mail_to in the server's outbox",
    method: "POST",
    path: "/mails/mail/send/:id_mail",
    params: mailParams,
    query: inRegion,
    body: z.object({ mail_to: z.email().max(200) }),
    result: z.object({ outbox_id: z.int(), mail_to: z.string(), subject: z.string() }),
    errors: ["not_found"],
    access: access("edit"),
    status: 201,
  },
  listFlows: {
    summary: "Mail flows (purchase, cancellation…)",
    method: "GET",
    path: "/mails/flow",
    result: z.array(named),
    access: access("view"),
  },
  listPrograms: {
    summary: "Programs a template belongs to",
    method: "GET",
    path: "/adm/program",
    result: z.array(named),
    access: access("view"),
  },
});
