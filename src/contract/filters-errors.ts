import { defineErrors } from "./define-errors.ts";

// The filters module's codes (spec 2 §7–§8).

export const filterErrors = defineErrors("filters", {
  filter_type_required: {
    status: 400,
    es: "Indique el tipo de filtro y el tipo de contenido.",
    en: "Give the filter type and the content type.",
  },
  filter_content_invalid: {
    status: 400,
    es: "El contenido no existe en el catálogo o es de otro tipo.",
    en: "The content is not in the catalogue or is of another type.",
  },
  filter_order_invalid: {
    status: 400,
    es: "La lista de orden debe contener solo números.",
    en: "The order list must hold numbers only.",
  },
  filter_criterion_operator: {
    status: 400,
    es: "El criterio no tiene operador.",
    en: "The criterion has no operator.",
  },
  filter_criterion_values: {
    status: 400,
    es: "Valores no válidos para el criterio.",
    en: "Invalid values for the criterion.",
  },
  filter_clone_incomplete: {
    status: 400,
    es: "Todas las selecciones son obligatorias.",
    en: "Every selection is required.",
  },
  filter_clone_new_import: {
    status: 400,
    es: "Importar no admite un filtro nuevo.",
    en: "Import does not accept a new filter.",
  },
  filter_not_found: {
    status: 404,
    es: "Error al obtener el filtro",
    en: "Error getting the filter",
  },
  filter_order_unknown: {
    status: 404,
    es: "El contenido a mover no está en el filtro.",
    en: "The content to move is not in the filter.",
  },
  filter_criterion_unknown: {
    status: 404,
    es: "El criterio no existe para el tipo de contenido.",
    en: "The criterion does not exist for the content type.",
  },
  filter_type_fixed: {
    status: 409,
    es: "El tipo de filtro y el tipo de contenido se fijan al crearlo.",
    en: "The filter type and content type are fixed when it is created.",
  },
  filter_publish_refused: {
    status: 409,
    es: "Solo se publica un filtro activo y con nombre.",
    en: "Only an active filter with a name can be published.",
  },
  filter_in_use: {
    status: 409,
    es: "El filtro está en uso por los planes:",
    en: "The filter is in use by the plans:",
  },
  filter_not_manual: {
    status: 409,
    es: "La operación solo aplica a filtros manuales.",
    en: "The operation applies to manual filters only.",
  },
  filter_not_automatic: {
    status: 409,
    es: "La operación solo aplica a filtros automáticos.",
    en: "The operation applies to automatic filters only.",
  },
  filter_clone_origin: {
    status: 409,
    es: "El filtro origen no es del tipo requerido.",
    en: "The origin filter is not of the required type.",
  },
  filter_clone_destination: {
    status: 409,
    es: "El filtro destino no es del tipo requerido.",
    en: "The destination filter is not of the required type.",
  },
  filter_clone_same: {
    status: 409,
    es: "El filtro origen y el destino son el mismo.",
    en: "The origin and destination filters are the same.",
  },
  filter_clone_empty: {
    status: 409,
    es: "El filtro origen no tiene contenidos que convertir en criterios.",
    en: "The origin filter has no contents to turn into criteria.",
  },
  filter_clone_item_type: {
    status: 409,
    es: "El origen y el destino tienen distinto tipo de contenido.",
    en: "The origin and destination have different content types.",
  },
});
