import { paneKindId } from "../../workspace/kinds";

/** The end-user directory (/index/gestion_usuarios?region=…&by=…). */
export const DIRECTORY = paneKindId("agu.users");
