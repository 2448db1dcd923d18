import { toast } from "sonner";
import type { PaneCommandSpec } from "../commands/pane-commands";
import type { CommandContext } from "../commands/types";
import { retryText } from "./retry-failure";

/** A call on the one selected row, confirmed first (texts are i18n keys). */
export type RowCall<Row> = {
  rowsOf(ctx: CommandContext): Row[];
  /** How the confirmation lists the row. */
  record(row: Row): string;
  title: string;
  intro?: string;
  confirmLabel: string;
  /** Audited: the operator gives a reason, which the call receives. */
  reason: boolean;
  call(row: Row, reason: string | undefined): Promise<unknown>;
  /** The success toast's text. */
  done(t: CommandContext["t"], row: Row): string;
  /** Reloads what shows the row. */
  refresh(): Promise<unknown>;
};

/**
 * The confirmation and run of a command calling the server on the selected row (spec 2 §8, mails and
 * signals): the preview names the row, a failure reads in the retry wording; then the call, a toast, a reload.
 */
export function confirmedRowCall<Row>(spec: RowCall<Row>): Pick<PaneCommandSpec, "confirm" | "run"> {
  return {
    confirm: {
      reason: spec.reason,
      preview: (ctx) => ({
        title: ctx.t(spec.title),
        ...(spec.intro && { summary: [ctx.t(spec.intro)] }),
        records: spec.rowsOf(ctx).map(spec.record),
        confirmLabel: ctx.t(spec.confirmLabel),
      }),
      failure: (error, t) => retryText(t, error),
    },
    run: async (ctx, _args, confirmed) => {
      const [row] = spec.rowsOf(ctx);
      await spec.call(row, confirmed?.reason);
      toast.success(spec.done(ctx.t, row));
      await spec.refresh();
    },
  };
}
