import { defineErrors } from "../define-errors.ts";

// The products module's codes: catalogue, rates, the wizard and promotions (spec 3 §7).

export const productErrors = defineErrors("products", {
  wizard_step_inactive: {
    status: 409,
    es: "Paso inactivo: guarde primero los pasos anteriores.",
    en: "Inactive step: save the previous steps first.",
  },
  wizard_rule_invalid: {
    status: 400,
    es: "Los datos del paso no son válidos.",
    en: "The step's data is not valid.",
  },
  wizard_name_exists: {
    status: 409,
    es: "name already exists",
    en: "name already exists",
  },
  wizard_rate_step_missing: {
    status: 404,
    es: "No existe rate para el paso",
    en: "There is no rate for the step",
  },
  promotion_plans_required: {
    status: 400,
    es: "Debe seleccionar al menos un plan.",
    en: "Select at least one plan.",
  },
  promotion_too_many_plans: {
    status: 400,
    es: "Una promoción admite como máximo dos planes.",
    en: "A promotion takes at most two plans.",
  },
  promotion_plans_mismatch: {
    status: 400,
    es: "Los planes deben tener el mismo producto, región, medio de pago y tipo de usuario.",
    en: "The plans must share product, region, payment method and user type.",
  },
  promotion_rates_duplicated: {
    status: 400,
    es: "La misma tarifa no puede estar dos veces en la promoción.",
    en: "The same rate cannot be in the promotion twice.",
  },
  promotion_rate_invalid: {
    status: 400,
    es: "La tarifa no existe o no tiene ese medio de pago, tipo de usuario y moneda.",
    en: "The rate does not exist or has no such payment method, user type and currency.",
  },
  promotion_region_forbidden: {
    status: 403,
    es: "La región de la tarifa no está entre sus regiones.",
    en: "The rate's region is not one of your regions.",
  },
  promotion_not_found: {
    status: 404,
    es: "La promoción no existe.",
    en: "The promotion does not exist.",
  },
  promotion_rate_absent: {
    status: 404,
    es: "La tarifa no está en la promoción.",
    en: "The rate is not in the promotion.",
  },
  promotion_not_draft: {
    status: 409,
    es: "Solo se modifica o publica una promoción en borrador.",
    en: "Only a draft promotion can be changed or published.",
  },
  promotion_cycle_fixed: {
    status: 409,
    es: "El ciclo del segundo plan es siempre 1200.",
    en: "The second plan's cycle is always 1200.",
  },
  promotion_same_plan: {
    status: 400,
    es: "Los dos planes de la promoción deben ser distintos.",
    en: "The promotion's two plans must be different.",
  },
  promotion_plan_transaction: {
    status: 400,
    es: "Una promoción no admite planes de transacción (tipo M).",
    en: "A promotion cannot bundle transaction (type M) plans.",
  },
  promotion_rate_not_on_sale: {
    status: 400,
    es: "La tarifa no está a la venta: debe ser una tarifa publicada y activa de un plan publicado.",
    en: "The rate is not on sale: it must be a published, active rate of a published plan.",
  },
  product_in_promotion: {
    status: 409,
    es: "La tarifa o el plan está en una promoción; retírelo de la promoción primero",
    en: "The rate or plan is in a promotion; take it out of the promotion first",
  },
  product_not_found: {
    status: 404,
    es: "El producto no existe",
    en: "The product does not exist",
  },
  product_family_not_found: {
    status: 404,
    es: "La familia no existe",
    en: "The family does not exist",
  },
  product_rate_not_found: {
    status: 404,
    es: "La tarifa no existe",
    en: "The rate does not exist",
  },
  product_payment_not_found: {
    status: 404,
    es: "El precio no existe",
    en: "The price does not exist",
  },
  product_mail_not_found: {
    status: 404,
    es: "El correo no existe en la región de la tarifa",
    en: "The e-mail does not exist in the rate's region",
  },
  product_filter_not_found: {
    status: 404,
    es: "El filtro de contenidos no existe",
    en: "The content filter does not exist",
  },
  product_region_forbidden: {
    status: 403,
    es: "Solo puede editar tarifas de las regiones de sus grupos",
    en: "You may only edit rates of your groups' regions",
  },
  product_region_frozen: {
    status: 409,
    es: "Migración al hub corporativo: por ahora no se pueden crear tarifas en esta región",
    en: "Migration to the corporate hub: rates cannot be created in this region for now",
  },
  product_plan_not_draft: {
    status: 409,
    es: "Solo se puede modificar un plan en borrador",
    en: "Only a draft plan can be changed",
  },
  product_plan_not_deletable: {
    status: 409,
    es: "Solo se puede eliminar un plan que no esté publicado y no tenga tarifas asociadas",
    en: "A plan can be deleted only when it is not published and has no associated rates",
  },
  product_family_not_deletable: {
    status: 409,
    es: "Solo se puede eliminar una familia sin planes publicados ni tarifas",
    en: "A family can be deleted only without published plans or rates",
  },
  product_plan_not_published: {
    status: 409,
    es: "Solo se pueden crear tarifas en un plan publicado",
    en: "Rates can be created only on a published plan",
  },
  product_rate_not_draft: {
    status: 409,
    es: "Solo se puede modificar una tarifa en borrador",
    en: "Only a draft rate can be changed",
  },
  product_rate_status_refused: {
    status: 409,
    es: "Solo se puede activar o inactivar una tarifa en producción o inactiva",
    en: "Only a rate in production or inactive can be activated or inactivated",
  },
  product_rate_publish_refused: {
    status: 409,
    es: "La tarifa no se puede publicar en producción en su estado actual",
    en: "The rate cannot be published to production in its current state",
  },
  product_rate_uat_refused: {
    status: 409,
    es: "La tarifa no se puede generar en uat en su estado actual",
    en: "The rate cannot be generated in uat in its current state",
  },
  product_clone_none_valid: {
    status: 409,
    es: "Ninguna de las tarifas indicadas se puede clonar",
    en: "None of the given rates can be cloned",
  },
  product_payment_invalid: {
    status: 400,
    es: "Los datos del medio de pago no son válidos",
    en: "The payment method data is not valid",
  },
});
