import { paneKindId } from "../../workspace/kinds";

/** The product list (/products/productList). */
export const PRODUCT_LIST = paneKindId("products.list");
/** The seven-step plan and rate wizard (/products/product-wizard/:step). */
export const PRODUCT_WIZARD = paneKindId("products.wizard");
/** The legacy rate wizard, steps 0 to 4 (/products/rate-wizard/:step). */
export const RATE_WIZARD = paneKindId("products.rateWizard");
/** The promotion list (/products/promotionList). */
export const PROMOTION_LIST = paneKindId("products.promotionList");
/** The promotion form in add mode (/products/addPromotion). */
export const PROMOTION_ADD = paneKindId("products.promotionAdd");
/** The same form in edit mode (/products/editPromotion?promotionToEdit=<id>). */
export const PROMOTION_EDIT = paneKindId("products.promotionEdit");
/** The edit form's parameter: the promotion's id (the legacy console passed the promotion itself). */
export const EDIT_PARAM = "promotionToEdit";
