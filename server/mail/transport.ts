import { appendFile } from "node:fs/promises";

export type OutgoingMail = { to: string; subject: string; body: string };

/** Where the sender hands mails over. With no SMTP relay here, a log or a file stands in for one. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** Each mail as one JSON line on standard output. */
function logTransport(write: (line: string) => void = console.log): MailTransport {
  return { send: async (mail) => write(JSON.stringify({ mail })) };
}

/** Each mail as one JSON line appended to a file readable by its owner only (it carries working links). */
export function fileTransport(path: string): MailTransport {
  return {
    send: (mail) => appendFile(path, `${JSON.stringify(mail)}\n`, { encoding: "utf8", mode: 0o600 }),
  };
}

/** ADM_MAIL_SINK: "log" for standard output, anything else a file path. */
export function transportFromSetting(sink: string): MailTransport {
  return sink === "log" ? logTransport() : fileTransport(sink);
}
