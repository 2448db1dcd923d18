import { paneKindId } from "../kinds";

/** The promotion list (/products/promotionList). */
export const PROMOTION_LIST = paneKindId("promotions.list");
/** The promotion form in add mode (/products/addPromotion). */
export const PROMOTION_ADD = paneKindId("promotions.add");
/** The same form in edit mode (/products/editPromotion?promotionToEdit=<id>). */
export const PROMOTION_EDIT = paneKindId("promotions.edit");
/** The edit form's parameter: the promotion's id (the legacy console passed the promotion itself). */
export const EDIT_PARAM = "promotionToEdit";
