import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/errors";
import { i18n } from "../../../i18n";
import { userSaveFailure } from "./save-failure";

const t = i18n.getFixedT("es");

describe("user save failures (spec 1 §8)", () => {
  it("says 'Error cargando datos. El correo seleccionado ya existe.' and marks the e-mail field", () => {
    const error = new ApiError({ code: "user_email_exists", httpStatus: 409, datafield: "email" });
    expect(userSaveFailure(t, error)).toEqual({
      message: "Error cargando datos. El correo seleccionado ya existe.",
      field: "email",
      reason: "El correo seleccionado ya existe.",
    });
  });

  it("otherwise gives the server's reason, on the field it names (the rows for `profiles`)", () => {
    const error = new ApiError({ code: "user_group_forbidden", httpStatus: 403, datafield: "profiles" });
    expect(userSaveFailure(t, error)).toMatchObject({
      message: "Error cargando datos. No puede asignar grupos que usted no tiene.",
      field: "rows",
    });
    const unknown = new ApiError({ code: "something_new", httpStatus: 500, message: "Mensaje del servidor" });
    expect(userSaveFailure(t, unknown)).toMatchObject({
      message: "Error cargando datos. Mensaje del servidor",
    });
    expect(userSaveFailure(t, new Error("boom")).message).toBe("Error cargando datos. Ha ocurrido un error.");
  });
});
