import type { z } from "zod";
import { type MailPayload, type MailSortField, mailCalls, type updateMailBody } from "../contract/mails";
import type { PagedRequest } from "../contract/paging";
import { type CallOptions, callService } from "./call";
import { queryKeysFactory } from "./query-keys";

export type { Mail, MailPayload, MailRow, MailSortField } from "../contract/mails";
export type MailUpdate = z.input<typeof updateMailBody>;
export type MailKey = { id_mail: string; region: string };

export const mailKeys = {
  mails: queryKeysFactory("mails", "mail"),
  flows: queryKeysFactory("mails", "flow"),
  programs: queryKeysFactory("mails", "program"),
};

export type MailPageRequest = PagedRequest<MailSortField, "fromRpp">;

/** An empty search is not sent. */
export const fetchMailPage = ({ search, ...request }: MailPageRequest) =>
  callService(mailCalls.listMails, { query: { ...request, ...(search ? { search } : {}) } });

const at = (key: MailKey) => ({ params: { id_mail: key.id_mail }, query: { mail_region: key.region } });

export const fetchMail = (key: MailKey) => callService(mailCalls.getMail, at(key));

export const checkMailId = (id: string, region: string, options?: CallOptions) =>
  callService(mailCalls.checkMailId, { params: { id_mail: id }, query: { mail_region: region } }, options);

export const findMails = (id: string, options?: CallOptions) =>
  callService(mailCalls.findMails, { params: { id_mail: id } }, options);

export const createMail = (payload: MailPayload) => callService(mailCalls.createMail, { body: payload });

export const createAndPublishMail = (payload: MailPayload) =>
  callService(mailCalls.createAndPublishMail, { body: payload });

export const updateMail = (key: MailKey, payload: MailUpdate) =>
  callService(mailCalls.updateMail, { ...at(key), body: payload });

export const deleteMail = (key: MailKey, reason?: string) =>
  callService(mailCalls.deleteMail, {
    params: { id_mail: key.id_mail },
    query: { mail_region: key.region, ...(reason ? { reason } : {}) },
  });

export const publishMail = (key: MailKey) => callService(mailCalls.publishMail, at(key));

export const previewMail = (key: MailKey, mailTo?: string) =>
  callService(mailCalls.previewMail, {
    params: { id_mail: key.id_mail },
    query: { mail_region: key.region, ...(mailTo ? { mail_to: mailTo } : {}) },
  });

export const sendMail = (key: MailKey, mailTo: string) =>
  callService(mailCalls.sendMail, { ...at(key), body: { mail_to: mailTo } });

export const fetchFlows = () => callService(mailCalls.listFlows);
export const fetchPrograms = () => callService(mailCalls.listPrograms);
