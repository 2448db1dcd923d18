import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { sendPendingMail } from "../../server/mail/outbox-sender.ts";
import { fileTransport, type MailTransport, type OutgoingMail } from "../../server/mail/transport.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 12 §2: the recovery mail is queued, handed to a transport, and no working link stays readable in the
// database once it has been sent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const TOKEN = /\/recover\?id=([\w-]+)/;
const memory = () => {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
  return { sent, transport };
};
const unsent = () => t.db.selectFrom("mail_outbox").selectAll().where("sent_at", "is", null).execute();

async function requestRecovery(email: string) {
  const ref = (await t.call("GET", "/services/base/user/find", { query: { email } })).body.result.user_id;
  expect((await t.call("GET", `/services/base/password/recover/${ref}`)).http).toBe(200);
  return ref;
}

describe("the outbox sender", () => {
  it("delivers the recovery mail with its working link, then keeps only a scrubbed copy", async () => {
    const ref = await requestRecovery("consulta@adm.test");
    const { sent, transport } = memory();
    expect(await sendPendingMail(t.db, transport, t.clock.now)).toBeGreaterThan(0);
    const mail = sent.find((m) => m.to === "consulta@adm.test");
    const token = mail && TOKEN.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const stored = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to", "=", "consulta@adm.test")
      .execute();
    for (const row of stored) {
      expect(row.sent_at).not.toBeNull();
      expect(row.body).not.toContain(token as string);
      expect(TOKEN.test(row.body)).toBe(false);
    }
    expect(await unsent()).toEqual([]);
    // The delivered link still works: scrubbing the copy does not spoil the mail.
    const update = await t.call("POST", `/services/base/password/update/${ref}`, {
      body: { user_id: ref, token, plain: "Clave-Desde-Correo-1" },
    });
    expect(update.http).toBe(200);
  });

  it("sends each mail once, even with two senders at work", async () => {
    await requestRecovery("apauat@adm.test");
    const first = memory();
    const second = memory();
    await Promise.all([
      sendPendingMail(t.db, first.transport, t.clock.now),
      sendPendingMail(t.db, second.transport, t.clock.now),
    ]);
    expect(first.sent.length + second.sent.length).toBe(1);
  });

  it("keeps a mail the transport refused, to try again", async () => {
    await requestRecovery("operador@adm.test");
    const failing: MailTransport = {
      send: async () => {
        throw new Error("relay down");
      },
    };
    expect(await sendPendingMail(t.db, failing, t.clock.now)).toBe(0);
    const [pending] = await unsent();
    expect(pending).toMatchObject({ to: "operador@adm.test", attempts: 1, claimed_at: null });
    expect(TOKEN.test(pending.body)).toBe(true);
    const { sent, transport } = memory();
    expect(await sendPendingMail(t.db, transport, t.clock.now)).toBe(1);
    expect(sent[0].to).toBe("operador@adm.test");
  });

  it("writes file-transport mails as JSON lines readable by the owner only", async () => {
    const path = join(mkdtempSync(join(tmpdir(), "adm-mail-")), "mail.jsonl");
    await fileTransport(path).send({ to: "a@adm.test", subject: "S", body: "B" });
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual({ to: "a@adm.test", subject: "S", body: "B" });
    expect(statSync(path).mode & 0o077).toBe(0);
  });
});
