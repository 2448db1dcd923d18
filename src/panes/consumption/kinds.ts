import { paneKindId } from "../../workspace/kinds";

/** Consulta de consumo (/index/consulta_consumo?by=…&q=…). */
export const LOOKUP = paneKindId("consumption.lookup");
