import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../i18n";
import { unwrapEnvelope } from "./envelope";
import { errorMessage, notSavedText } from "./error-message";
import { ApiError } from "./errors";

const t = i18n.getFixedT("es");
const en = i18n.getFixedT("en");

/** The ApiError the client raises for a body answered with an HTTP status. */
function failed(body: unknown, httpStatus = 400): unknown {
  try {
    unwrapEnvelope(body, httpStatus);
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

beforeAll(() => i18n.changeLanguage("es"));

describe("errorMessage: one text for every payload shape of specs 2 and 3", () => {
  it("a bare string payload: the screen's title with the payload", () => {
    const error = failed("Tarifa 12 ya clonada", 500);
    expect(error).toMatchObject({ code: "error_generic", payload: "Tarifa 12 ya clonada" });
    expect(errorMessage(t, error, { title: "Error al clonar tarifas" })).toBe(
      "Error al clonar tarifas: Tarifa 12 ya clonada",
    );
    expect(errorMessage(t, "sin detalle")).toBe("Ha ocurrido un error: sin detalle");
  });

  it("a null payload: the title alone", () => {
    const error = failed(null, 500);
    expect(error).toMatchObject({ payload: null });
    expect(errorMessage(t, error, { title: "Error al clonar tarifas" })).toBe("Error al clonar tarifas");
    expect(errorMessage(t, null)).toBe("Ha ocurrido un error");
  });

  it("payload.error with extra.error_code and extra.error_msg: the server's text and its code", () => {
    const body = {
      status: 1,
      result: null,
      error: true,
      extra: { error_code: "FLT_0042", error_msg: "El filtro destino no existe" },
      message: "",
    };
    const error = failed(body, 200) as ApiError;
    expect(error.code).toBe("FLT_0042");
    expect(error.extra).toEqual(body.extra);
    expect(errorMessage(t, error)).toBe("El filtro destino no existe (FLT_0042)");
    // Without error_msg, a known code still reads as its text.
    expect(errorMessage(t, { error: true, extra: { error_code: "user_email_exists" } })).toBe(
      "El correo seleccionado ya existe. (user_email_exists)",
    );
  });

  it("payload.extra with validation: the message and the details, whatever their form", () => {
    const byField = failed({
      status: 400,
      result: null,
      error: null,
      extra: { validation: { name: ["requerido"], quantity: "debe ser positivo" } },
      message: "Datos del filtro inválidos",
    });
    expect(errorMessage(t, byField)).toBe(
      "Datos del filtro inválidos: name: requerido; quantity: debe ser positivo",
    );
    expect(errorMessage(t, { extra: { validation: ["uno", "dos"] } })).toBe("Ha ocurrido un error: uno; dos");
  });

  it("an envelope code: the console's text, in the current language", () => {
    const error = failed(
      { status: 409, result: null, error: "user_email_exists", extra: { datafield: "email" }, message: "" },
      409,
    );
    expect(error).toMatchObject({
      code: "user_email_exists",
      error: "user_email_exists",
      datafield: "email",
    });
    expect(errorMessage(t, error)).toBe("El correo seleccionado ya existe.");
    expect(errorMessage(en, error)).toBe("The chosen e-mail already exists.");
    const refusal = failed(
      { status: 1, result: { errors: "PGS_USR_00002" }, error: null, extra: null, message: "" },
      200,
    );
    expect(errorMessage(t, refusal)).toBe("El usuario no tiene suscripciones.");
  });

  it("an unknown code: the server's translation, else its message, else the generic text", () => {
    i18n.addResourceBundle("es", "translation", { server: { FLT_9: "Filtro bloqueado" } }, true, true);
    expect(errorMessage(t, new ApiError({ code: "FLT_9", httpStatus: 409 }))).toBe("Filtro bloqueado");
    expect(errorMessage(t, new ApiError({ code: "X_1", httpStatus: 409, message: "No disponible" }))).toBe(
      "No disponible",
    );
    expect(errorMessage(t, new ApiError({ code: "X_2", httpStatus: 409 }))).toBe("Ha ocurrido un error");
    expect(errorMessage(t, new ApiError({ code: "error_network", httpStatus: 0 }))).toBe(
      "No se pudo contactar al servidor.",
    );
    expect(errorMessage(t, new TypeError("boom"))).toBe("Ha ocurrido un error");
  });

  it("a gateway's error page (502-504) is not the server's word: it could not be reached, nothing was saved", () => {
    const gateway = failed("<html><body>502 Bad Gateway</body></html>", 502);
    expect(errorMessage(t, gateway)).toBe("No se pudo contactar al servidor.");
    expect(notSavedText(en, gateway)).toBe(
      "The server could not be reached: no change was saved. What you typed is kept; try again once the connection is back.",
    );
    expect(notSavedText(t, failed({ status: 409, error: "duplicated_entry" }, 409))).toBeUndefined();
  });
});
