import { paneKindId } from "../kinds";

/** The seven-step plan and rate wizard (/products/product-wizard/:step). */
export const PRODUCT_WIZARD = paneKindId("productWizard.plan");
/** The legacy rate wizard, steps 0 to 4 (/products/rate-wizard/:step). */
export const RATE_WIZARD = paneKindId("productWizard.rate");
