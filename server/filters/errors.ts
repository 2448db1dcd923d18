import { ApiError, type ErrorStatus } from "../envelope.ts";

// The module's refusals. Spec 2 §7–§8: a failed filter call carries extra.error_code and extra.error_msg
// (and extra.validation when particular values are at fault); the console shows its own texts for the codes
// and the server's error_msg below them.

export const FILTER_ERRORS = {
  filter_not_found: [404, "Error al obtener el filtro"],
  filter_type_fixed: [409, "El tipo de filtro y el tipo de contenido se fijan al crearlo."],
  filter_type_required: [400, "Indique el tipo de filtro y el tipo de contenido."],
  filter_publish_refused: [409, "Solo se publica un filtro activo y con nombre."],
  filter_not_manual: [409, "La operación solo aplica a filtros manuales."],
  filter_not_automatic: [409, "La operación solo aplica a filtros automáticos."],
  filter_content_invalid: [400, "El contenido no existe en el catálogo o es de otro tipo."],
  filter_order_invalid: [400, "La lista de orden debe contener solo números."],
  filter_order_unknown: [404, "El contenido a mover no está en el filtro."],
  filter_criterion_operator: [400, "El criterio no tiene operador."],
  filter_criterion_unknown: [404, "El criterio no existe para el tipo de contenido."],
  filter_criterion_values: [400, "Valores no válidos para el criterio."],
  filter_clone_incomplete: [400, "Todas las selecciones son obligatorias."],
  filter_clone_new_import: [400, "Importar no admite un filtro nuevo."],
  filter_clone_origin: [409, "El filtro origen no es del tipo requerido."],
  filter_clone_destination: [409, "El filtro destino no es del tipo requerido."],
  filter_clone_same: [409, "El filtro origen y el destino son el mismo."],
  filter_clone_empty: [409, "El filtro origen no tiene contenidos que convertir en criterios."],
  filter_clone_item_type: [409, "El origen y el destino tienen distinto tipo de contenido."],
} as const satisfies Record<string, readonly [ErrorStatus, string]>;

export type FilterErrorCode = keyof typeof FILTER_ERRORS;

export function filterError(code: FilterErrorCode, validation?: unknown): ApiError {
  const [status, message] = FILTER_ERRORS[code];
  return new ApiError(status, code, {
    message,
    extra: { error_code: code, error_msg: message, ...(validation === undefined ? {} : { validation }) },
  });
}

/** §8 'Error Contenidos Asociados…': items that were null (or name no content any more) were dropped. */
export const NULL_CONTENTS_MESSAGE =
  "Error Contenidos Asociados: al validar el contenido de filtros se encontraron valores nulos";
