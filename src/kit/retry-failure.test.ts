import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { i18n } from "../i18n";
import { retryFailure, retryText } from "./retry-failure";

// Spec 2 §8 (mails, signals): 'Error en el EndPoint' when the endpoint failed, else 'Por favor intente de nuevo'.

describe("retry failures of the mails and signals screens", () => {
  it("read 'Error en el EndPoint' when the endpoint failed: a 5xx or a body that is no envelope", () => {
    const failures = [
      new ApiError({ code: "internal_error", httpStatus: 500, message: "boom" }),
      new ApiError({ code: "error_generic", httpStatus: 200, payload: "<html>Not the API</html>" }),
    ];
    for (const error of failures) expect(retryText(i18n.t, error)).toBe("Error en el EndPoint");
  });

  it("add that nothing was saved and the form is kept when the server could not be reached", () => {
    const failures = [
      new ApiError({ code: "error_network", httpStatus: 0 }),
      new ApiError({ code: "error_generic", httpStatus: 502, payload: "<html>Bad gateway</html>" }),
      new ApiError({ code: "error_generic", httpStatus: 504, payload: "" }),
    ];
    for (const error of failures)
      expect(retryText(i18n.t, error)).toBe(
        "Error en el EndPoint. No se pudo contactar al servidor: no se guardó ningún cambio. Lo escrito se conserva; vuelva a intentarlo cuando vuelva la conexión.",
      );
  });

  it("read 'Por favor intente de nuevo' with the server's reason on a refusal, on the field it names", () => {
    const refusal = new ApiError({ code: "mail_id_exists", httpStatus: 409, datafield: "id_mail" });
    expect(retryFailure(i18n.t, refusal)).toEqual({
      message: "Por favor intente de nuevo. Ya existe un mail con ese id en la región.",
      field: "id_mail",
      reason: "Ya existe un mail con ese id en la región.",
    });
  });
});
