import { paneKindId } from "../kinds";

export const PRODUCT_LIST = paneKindId("products.list");
