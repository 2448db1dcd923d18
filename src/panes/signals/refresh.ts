import { queryClient } from "../../api/query-client";
import { signalKeys } from "../../api/signals";

/** After a change, the cards and the table reload. */
export const refreshSignals = () => queryClient.invalidateQueries({ queryKey: signalKeys.signals.all() });
