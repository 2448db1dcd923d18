import { Package } from "lucide-react";
import { defineModule } from "../../commands/module";
import { PRODUCT_LIST } from "./kinds";
import { listCommands } from "./list-commands";
import { paletteCommands } from "./palette-commands";
import { paymentPaletteCommands } from "./payment-palette-commands";
import { rateByIdProvider } from "./rate-provider";

// Products, plans and rates (spec 3 §2): the product list with its plan and rate actions, clone rates,
// e-mail association; from the palette: publish a rate, clone pasted ids, switch a rate or payment method,
// open a rate (a pasted id is recognised), new plan / new product. Declares the "Productos" menu section,
// which promotions and the wizards share.
export const products = defineModule({
  id: "products",
  namespace: "products",
  sections: [{ id: "products", icon: Package }],
  screens: [
    {
      kind: PRODUCT_LIST,
      route: "/products/productList",
      requires: ["products"],
      icon: Package,
      keywords: ["productos", "products", "planes", "plans", "tarifas", "rates"],
      menu: { order: 50, section: "products" },
      load: () => import("./list/products-pane").then((m) => m.ProductsPane),
    },
  ],
  commands: [...paletteCommands, ...paymentPaletteCommands, ...listCommands],
  paletteProviders: [rateByIdProvider],
});
