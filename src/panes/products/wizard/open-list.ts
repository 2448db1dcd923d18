import { openScreen } from "../../../workspace/intents";
import { matchPath } from "../../../workspace/routes";

// The product list belongs to the products module: reached by its route (spec 3 §2), never by importing it.
export const PRODUCT_LIST_ROUTE = "/products/productList";

/** Shows the product list in the wizard's pane. */
export function openProductList(paneId: string): void {
  const match = matchPath(PRODUCT_LIST_ROUTE);
  if (match) openScreen(match.kind, {}, { target: paneId });
}
