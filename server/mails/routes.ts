import type { Context } from "hono";
import { mailCalls } from "../../src/contract/mails.ts";
import { can } from "../../src/permissions/catalog.ts";
import type { AppEnv } from "../context.ts";
import { firstWhere } from "../db/by-keys.ts";
import { forbidden } from "../envelope.ts";
import { GENERIC_REGION } from "../permissions.ts";
import { implement } from "../platform/route.ts";
import { findMails, listMails, mailsDb } from "./store.ts";
import {
  checkRegion,
  createAndPublishMail,
  createMail,
  deleteMail,
  fillTemplate,
  mustRead,
  publishMail,
  sendMail,
  updateMail,
} from "./writes.ts";

/** The regions a list covers: the request's own, every region the user holds for 'generic', none without. */
function listRegions(c: Context<AppEnv>): string[] {
  const region = c.var.region;
  if (region === null) return [];
  return region === GENERIC_REGION ? c.var.user.regions.map((r) => r.name) : [region];
}

export const mailRoutes = implement(mailCalls, ({ db }) => {
  const mdb = mailsDb(db);
  return {
    listMails: async ({ query: q }, c) => ({
      draw: q.draw,
      ...(await listMails(db, { ...q, regions: listRegions(c) })),
    }),
    checkMailId: async ({ params, query }, c) => {
      checkRegion(c, query.mail_region);
      const taken = await firstWhere(mdb, "mails", "id_mail", {
        id_mail: params.id_mail,
        region: query.mail_region,
      });
      return { id_mail: params.id_mail, mail_region: query.mail_region, available: !taken };
    },
    findMails: async ({ params }, c) =>
      findMails(
        mdb,
        params.id_mail,
        c.var.user.regions.map((r) => r.name),
      ),
    getMail: async ({ params, query }, c) => {
      checkRegion(c, query.mail_region);
      return mustRead(mdb, params.id_mail, query.mail_region);
    },
    createMail: async ({ body }, c) => createMail(db, c, body),
    createAndPublishMail: async ({ body }, c) => {
      // Creating and publishing needs both privileges; the declaration's access checked publish.
      if (!can(c.var.user, "mails", "new")) throw forbidden();
      return createAndPublishMail(db, c, body);
    },
    updateMail: async ({ params, query, body }, c) =>
      updateMail(db, c, params.id_mail, query.mail_region, body),
    deleteMail: async ({ params, query }, c) => {
      await deleteMail(db, c, params.id_mail, query.mail_region, query.reason);
      return { id_mail: params.id_mail, mail_region: query.mail_region };
    },
    publishMail: async ({ params, query }, c) => publishMail(db, c, params.id_mail, query.mail_region),
    previewMail: async ({ params, query }, c) => {
      checkRegion(c, query.mail_region);
      const found = await mustRead(mdb, params.id_mail, query.mail_region);
      const to = query.mail_to ?? found.mail_to;
      return {
        subject: found.subject,
        mail_to: to,
        html: fillTemplate(found.html, { email: to, nombre: found.nombre, region: found.desc_region }),
      };
    },
    sendMail: async ({ params, query, body }, c) =>
      sendMail(db, c, params.id_mail, query.mail_region, body.mail_to),
    listFlows: async () =>
      await mdb
        .selectFrom("mail_flows")
        .select(["id_flujo as id", "desc_flujo as name"])
        .orderBy("id_flujo")
        .execute(),
    listPrograms: async () =>
      await mdb
        .selectFrom("mail_programs")
        .select(["id_programa as id", "desc_programa as name"])
        .orderBy("id_programa")
        .execute(),
  };
});
