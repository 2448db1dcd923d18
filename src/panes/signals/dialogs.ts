import type { Signal } from "../../api/signals";

/** The modals a signals pane shows when its commands ask. */
export type SignalDialog = { type: "create" } | { type: "edit"; row: Signal };
