// The mail templates (mails module, spec 2 §5) a seeded payment is associated with, per tenant: a template's
// key is its id within the rate's region.
export const MAIL_KEYS: Record<string, { purchase: string; cancel: string }> = {
  video: { purchase: "COMPRA_VIDEO_MENSUAL", cancel: "CANCELACION_VIDEO_MENSUAL" },
  music: { purchase: "COMPRA_MUSICA_MENSUAL", cancel: "CANCELACION_MUSICA_MENSUAL" },
};
