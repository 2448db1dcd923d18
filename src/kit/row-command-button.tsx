import type { ReactNode } from "react";
import { runOnRow } from "../commands/execute";
import { Button } from "../ui/button";

type Props = { command: string; paneId: string; row: unknown; children: ReactNode };

/** A small button in a table cell that runs a row command on its row. */
export function RowCommandButton({ command, paneId, row, children }: Props) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-6 px-2 text-xs"
      onClick={() => runOnRow(command, paneId, row)}
    >
      {children}
    </Button>
  );
}
