import { paneKindId } from "../../workspace/kinds";

// The open signals screen (spec 2 §2 /sign/signList).
export const SIGNALS = paneKindId("signals.list");
