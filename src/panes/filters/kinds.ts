import { paneKindId } from "../../workspace/kinds";

/** The filter list (/index/filtros). */
export const FILTERS_LIST = paneKindId("filters.list");
/** One filter's editor (/index/filtros/:filter_id). */
export const FILTER_EDITOR = paneKindId("filters.editor");
