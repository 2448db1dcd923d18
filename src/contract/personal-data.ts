// Personal data of end users (issue 32 item 2): e-mails, phones, IPs and names of subscribers. Without the
// module's "personal" privilege the server sends them masked, never whole; these functions are the one way a
// value is masked, on the server (answers, its own exports) and nowhere else.

/** The modules whose answers carry end users' personal data, masked per module. */
export const PERSONAL_DATA_MODULES = ["consulta_consumo", "clients", "dashboard", "logs"] as const;
export type PersonalDataModule = (typeof PERSONAL_DATA_MODULES)[number];

export const MASK = "***";

/** "juan.perez@correo.test" → "j***@c***.test": enough to tell two apart when the caller spells theirs. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return maskName(email);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${email[0]}${MASK}@${host[0] ?? ""}${MASK}${tld}`;
}

/** Every digit but the last four hidden: "5512345678" → "******5678" (what a caller is asked to confirm). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** The network kept, the host hidden: "187.190.12.34" → "187.190.*.*"; IPv6 keeps its first two groups. */
export function maskIp(ip: string): string {
  if (ip.includes(":")) return `${ip.split(":").slice(0, 2).join(":")}:*`;
  const parts = ip.split(".");
  if (parts.length !== 4) return MASK;
  return `${parts[0]}.${parts[1]}.*.*`;
}

/** Each word's first letter: "Juan Pérez" → "J*** P***". */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}${MASK}`)
    .join(" ");
}

const EMAIL_IN_TEXT = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[A-Za-z]{2,}/g;

/** Free text (an audit message, a before → after value) with every e-mail in it masked. */
export function maskEmailsInText(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (email) => maskEmail(email));
}
