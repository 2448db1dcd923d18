import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { i18n } from "../../i18n";
import { exportFailureText } from "./failure-text";

const t = i18n.getFixedT("es");

describe("a failed export", () => {
  it("says why in words, never with the raw code or an exception's text", () => {
    const network = new ApiError({
      code: "error_network",
      httpStatus: 0,
      message: "FetchError: <no response>",
    });
    expect(exportFailureText(t, network)).toBe("No se pudo conectar con el servidor.");
    const refused = new ApiError({ code: "invalid_request", httpStatus: 400 });
    expect(exportFailureText(t, refused)).toBe("El servidor rechazó la petición de las filas.");
    const unknown = new ApiError({ code: "pg_timeout_x", httpStatus: 500 });
    expect(exportFailureText(t, unknown)).toBe("Ha ocurrido un error al generar el archivo.");
    // A code of the contract's catalogue: the administrator's row cap the server still enforces.
    const overCap = new ApiError({ code: "privacy_export_over_cap", httpStatus: 409 });
    expect(exportFailureText(t, overCap)).toBe(
      "La exportación supera el máximo de filas por exportación que fijó el administrador.",
    );
    expect(exportFailureText(t, new Error("worker failed"))).toBe(
      "Ha ocurrido un error al generar el archivo.",
    );
  });
});
