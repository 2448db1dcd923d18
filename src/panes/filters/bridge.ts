import type { CommandContext } from "../../commands/types";
import type { Filter } from "../../contract/filters";

// Between the filter commands (run outside React, on the pane they were given) and the filter panes, through
// the platform's intents: an editor publishes the filter it shows (publishPaneData), commands ask a pane for
// a dialog or to take pasted ids (ctx.openDialog, read with useDialogRequest).

export type FilterRequest =
  | { type: "create" }
  | { type: "clone" }
  | { type: "publish" }
  | { type: "publishRow"; filter: Filter }
  | { type: "save" }
  | { type: "paste"; tags: string[] }
  | { type: "focusTags" };

/** The filter an editor pane shows, as it published it. */
export function loadedFilter(ctx: Pick<CommandContext, "pane">): Filter | undefined {
  const data = ctx.pane?.data as { filter_id?: unknown } | undefined;
  return typeof data?.filter_id === "number" ? (data as Filter) : undefined;
}

export const isPublishable = (filter: Pick<Filter, "status" | "name">) =>
  filter.status === "ACT" && typeof filter.name === "string" && filter.name.trim() !== "";
