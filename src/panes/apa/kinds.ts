import { paneKindId } from "../../workspace/kinds";

// Publications (spec 2 §2: /apa/configurationList) and their history (/apa/historicList).
export const PUBLICATIONS = paneKindId("apa.publications");
export const HISTORY = paneKindId("apa.history");
