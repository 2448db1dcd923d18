import { paneKindId } from "../../workspace/kinds";

/** The role demo area (/index/dummy). */
export const DEMO = paneKindId("dummy.demo");
/** The component showcase (/index/componentList). */
export const COMPONENTS = paneKindId("dummy.components");
