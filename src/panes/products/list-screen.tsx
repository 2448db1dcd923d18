import type { PaneProps } from "../../workspace/types";
import { CloneHost } from "./clone/clone-host";
import { ProductsPane } from "./list/products-pane";

// Sub-features never import each other (biome.json): the list and the clone it offers meet here, at the
// module's root, beside the manifest that loads this screen.

/** The product list screen: the list, and the clone dialog its commands ask of it. */
export function ProductListScreen(props: PaneProps) {
  return (
    <>
      <ProductsPane {...props} />
      <CloneHost paneId={props.paneId} />
    </>
  );
}
