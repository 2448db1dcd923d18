import { z } from "zod";

// The test form's rules (the server's), messages as i18n keys. Amounts: digits with a dot or comma (spec 3 §5).

const required = "servicetype.form.required";
const text = z.string().trim().min(1, required).max(50);

export const serviceFormSchema = z.object({
  servicetype: z.string().min(1, "servicetype.form.choose"),
  code: text,
  account: text,
  amount: z
    .string()
    .trim()
    .regex(/^\d+([.,]\d{1,2})?$/, "servicetype.form.amountRule")
    .refine((value) => Number(value.replace(",", ".")) > 0, "servicetype.form.amountRule"),
  providerId: text,
  contentId: text,
  contentdescription: z.string().trim().min(1, required).max(200),
});

export type ServiceForm = z.input<typeof serviceFormSchema>;

export const EMPTY_FORM: ServiceForm = {
  servicetype: "",
  code: "",
  account: "",
  amount: "",
  providerId: "",
  contentId: "",
  contentdescription: "",
};

/** The amount as a number ('99,50' → 99.5); NaN while it is not one. */
export const amountOf = (value: string) =>
  /^\d+([.,]\d{1,2})?$/.test(value.trim()) ? Number(value.trim().replace(",", ".")) : Number.NaN;
