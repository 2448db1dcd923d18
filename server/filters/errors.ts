import type { CodeOf } from "../../src/contract/define-errors.ts";
import { filterErrors } from "../../src/contract/filters-errors.ts";
import { ApiError } from "../envelope.ts";

// The module's refusals. Spec 2 §7–§8: a failed filter call carries extra.error_code and extra.error_msg
// (and extra.validation when particular values are at fault); the console shows its own texts for the codes
// and the server's error_msg below them.

export type FilterErrorCode = CodeOf<typeof filterErrors>;

/** A refusal by code; `detail` follows its Spanish text (the plans a filter in use is held by). */
export function filterError(code: FilterErrorCode, validation?: unknown, detail?: string): ApiError {
  const text = filterErrors.codes[code].es;
  const message = detail ? `${text} ${detail}` : text;
  return new ApiError(code, {
    message,
    extra: { error_code: code, error_msg: message, ...(validation === undefined ? {} : { validation }) },
  });
}

/** §8 'Error Contenidos Asociados…': items that were null (or name no content any more) were dropped. */
export const NULL_CONTENTS_MESSAGE =
  "Error Contenidos Asociados: al validar el contenido de filtros se encontraron valores nulos";
