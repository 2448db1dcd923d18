import { paneKindId } from "../../workspace/kinds";

// The mails module's screen (spec 2 §2 /index/mails).
export const MAILS = paneKindId("mails.list");
