import type { LogRow } from "../../../api/logs";
import type { RevealTarget } from "../../../api/privacy";
import { onlySelected, revealCommand } from "../../../kit/reveal-command";
import { LOGS } from "../kinds";

// An audit row's message names end users (an e-mail change's before → after): without «Ver datos
// personales» on logs the server masks the e-mails in it; one message may be revealed with a reason.

export const REVEAL_LOG_MESSAGE = "system.revealLogMessage";

export const logMessageTarget = (row: Pick<LogRow, "log_id">): RevealTarget => ({
  kind: "log",
  log_id: row.log_id,
  field: "message",
});

const isLogRow = (row: unknown): row is LogRow =>
  typeof row === "object" && row !== null && "log_id" in row && "message" in row;

export const revealLogMessage = revealCommand({
  id: REVEAL_LOG_MESSAGE,
  group: "system",
  pane: LOGS,
  module: "logs",
  order: 135,
  keywords: ["mensaje", "message", "log", "bitácora"],
  surfaces: ["row", "palette"],
  record: (ctx) => {
    const row = onlySelected(ctx.selection, isLogRow);
    if (!row) return undefined;
    return {
      subject: ctx.t("logs.personal.row", { id: row.log_id }),
      choices: [{ target: logMessageTarget(row), label: ctx.t("logs.columns.message") }],
    };
  },
});
