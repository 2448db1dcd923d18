import { Tag } from "lucide-react";
import { defineModule } from "../../commands/module";
import { paneKindId } from "../kinds";

// Promotions (spec 3, under the products permission): not built yet; its screen says so honestly.
export const promotions = defineModule({
  id: "promotions",
  namespace: "promotions",
  screens: [
    {
      kind: paneKindId("promotions.list"),
      route: "/products/promotionList",
      requires: ["products"],
      icon: Tag,
      keywords: ["promociones", "promotions", "productos", "products"],
      menu: { order: 51, section: "products" },
    },
  ],
});
