import { createHash, randomBytes } from "node:crypto";
import { isoAt } from "../context.ts";
import type { Db } from "../db/database.ts";
import { queueMail } from "../mail/outbox.ts";
import { recoveryLink } from "../platform/auth/recovery-link.ts";

/** An invitation link lasts longer than a recovery link: the new user may not read the mail right away. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Login notification of an invited user. The console sends a user whose login message mentions the
 * password ("contraseña") to the own-profile screen (spec 1 §4).
 */
export const PASSWORD_INIT_MESSAGE =
  "Se requiere la inicialización de su contraseña: defina una nueva contraseña en su perfil.";

/** A password nobody knows: the invited user can only get in through the link. */
export function unusablePassword(): string {
  return randomBytes(32).toString("base64url");
}

export type Invitation = { userId: number; email: string; fullname: string; publicUrl: string; now: number };

/**
 * Writes, in the caller's transaction, a reset token the recovery page accepts (same sha256 digest as
 * auth/recovery.ts), the invitation e-mail and the pending login notification.
 */
export async function queueInvitation(trx: Db, invite: Invitation): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const created_at = isoAt(invite.now);
  await trx
    .insertInto("password_resets")
    .values({
      token_hash: createHash("sha256").update(token).digest("hex"),
      user_id: invite.userId,
      created_at,
      expires_at: isoAt(invite.now + INVITATION_TTL_MS),
      used_at: null,
    })
    .execute();
  await queueMail(
    trx,
    {
      to: invite.email,
      subject: "ADM | Invitación a la consola de administración",
      body:
        `Hola ${invite.fullname}:\n\nSe ha creado su usuario en la consola ADM. Para definir su contraseña ` +
        `abra este enlace (válido durante 7 días):\n${recoveryLink(invite.publicUrl, token)}\n`,
    },
    invite.now,
  );
  await trx
    .insertInto("notifications")
    .values({ user_id: invite.userId, message: PASSWORD_INIT_MESSAGE, created_at, delivered_at: null })
    .execute();
}
