import { z } from "zod";
import type { Signal, SignalPayload } from "../../api/signals";
import { fromLocalInput, toLocalInput } from "./format";

// The signal form's rules (the server's), with the spec's date messages (spec 2 §5) as i18n keys.

const required = "signals.form.required";
const when = z.string().refine((value) => !Number.isNaN(fromLocalInput(value)), "signals.form.dateRule");

export const signalFormSchema = z
  .object({
    title: z.string().trim().min(1, required).max(200),
    description: z.string().trim().max(1000),
    image_url: z.union([z.url("signals.form.urlRule").max(500), z.literal("")]),
    group_id: z.string().trim().min(1, required).max(50),
    liveref: z.string().trim().min(1, required).max(100),
    node_name: z.string().trim().min(1, required).max(100),
    bss_code: z.string().min(1, "signals.form.choose"),
    start_date: when,
    end_date: when,
  })
  .superRefine((form, ctx) => {
    const start = fromLocalInput(form.start_date);
    const end = fromLocalInput(form.end_date);
    if (start === end)
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "signals.form.datesEqual" });
    else if (start > end) {
      ctx.addIssue({ code: "custom", path: ["start_date"], message: "signals.form.startBeforeEnd" });
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "signals.form.endAfterStart" });
    }
  });

export type SignalForm = z.input<typeof signalFormSchema>;

export function initialSignalForm(row: Signal | undefined, now: number): SignalForm {
  const hour = 3_600;
  const start = row?.start_date ?? Math.ceil(now / hour) * hour;
  return {
    title: row?.title ?? "",
    description: row?.description ?? "",
    image_url: row?.image_url ?? "",
    group_id: row?.group_id ?? "",
    liveref: row?.liveref ?? "",
    node_name: row?.node_name ?? "",
    bss_code: row?.bss_code ?? "",
    start_date: toLocalInput(start),
    end_date: toLocalInput(row?.end_date ?? start + 2 * hour),
  };
}

export function signalPayload(form: z.output<typeof signalFormSchema>): SignalPayload {
  return { ...form, start_date: fromLocalInput(form.start_date), end_date: fromLocalInput(form.end_date) };
}
