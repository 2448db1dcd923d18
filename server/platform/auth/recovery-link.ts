// The link of the recovery and invitation mails. It is built from the configured public URL (ADM_PUBLIC_URL),
// never from the request's Host header: a forged Host would otherwise mail the victim a working token on
// the attacker's site ("password reset poisoning").

const TOKEN_IN_LINK = /(\/recover\?id=)[\w-]+/g;

export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/recover?id=${token}`;
}

/** The mail text with its links' tokens removed: what the outbox keeps once the mail has been sent. */
export function scrubRecoveryLinks(text: string): string {
  return text.replace(TOKEN_IN_LINK, "$1[retirado tras el envío]");
}
