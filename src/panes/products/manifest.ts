import { Package } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Products, plans and rates (spec 3): not built yet; its screen says so honestly. It declares the
// "Productos" menu section, which promotions shares.
export const products = defineModule({
  id: "products",
  namespace: "products",
  sections: [{ id: "products", icon: Package }],
  screens: [
    {
      kind: paneKindId("products.list"),
      route: "/products/productList",
      requires: ["products"],
      icon: Package,
      keywords: ["productos", "products", "planes", "plans", "tarifas", "rates"],
      menu: { order: 50, section: "products" },
    },
  ],
});
