import { Tag } from "lucide-react";
import { defineModule } from "../../commands/module";
import { promotionsCommands } from "./commands";
import { PROMOTION_ADD, PROMOTION_EDIT, PROMOTION_LIST } from "./kinds";

// Promotions (spec 3 §2, under the products permission): the list, the form in add and edit mode; from the
// palette: a new promotion, open one by name or id, publish a draft.
export const promotions = defineModule({
  id: "promotions",
  namespace: "promotions",
  screens: [
    {
      kind: PROMOTION_LIST,
      route: "/products/promotionList",
      requires: ["products"],
      icon: Tag,
      keywords: ["promociones", "promotions", "productos", "products"],
      menu: { order: 51, section: "products" },
      load: () => import("./promotion-list-pane").then((m) => m.PromotionListPane),
    },
    {
      kind: PROMOTION_ADD,
      route: "/products/addPromotion",
      requires: ["products"],
      icon: Tag,
      parentRoute: "/products/promotionList",
      load: () => import("./promotion-form-pane").then((m) => m.PromotionAddPane),
    },
    {
      kind: PROMOTION_EDIT,
      route: "/products/editPromotion",
      requires: ["products"],
      icon: Tag,
      parentRoute: "/products/promotionList",
      load: () => import("./promotion-form-pane").then((m) => m.PromotionEditPane),
    },
  ],
  commands: promotionsCommands,
});
