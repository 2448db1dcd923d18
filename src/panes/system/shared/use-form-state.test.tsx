// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/errors";
import "../../../i18n";
import { useFormState } from "./use-form-state";

type Form = { name: string; email: string; active: boolean; rows: number[] };
const initial = (): Form => ({ name: "lucia", email: "lucia@adm.test", active: true, rows: [1, 2] });
const refusal = (code: string, datafield: string) => new ApiError({ code, httpStatus: 409, datafield });

describe("useFormState after a refused save (spec 1 §5)", () => {
  it("clears the field a server error names and shows the error on it, keeping the rest", async () => {
    const { result } = renderHook(() => useFormState(initial));
    await act(() =>
      result.current.submit(async () => {
        throw refusal("user_email_exists", "email");
      }),
    );
    expect(result.current.form).toEqual({ ...initial(), email: "" });
    expect(result.current.errors.email).toBe("El correo seleccionado ya existe.");
    expect(result.current.formError).toBe("El correo seleccionado ya existe.");
    act(() => result.current.set("email", "otra@adm.test"));
    expect(result.current.errors.email).toBeUndefined();
  });

  it("keeps a named field that is not text (a table of rows, a switch) and shows the error on it", async () => {
    const { result } = renderHook(() => useFormState(initial));
    await act(() =>
      result.current.submit(async () => {
        throw refusal("duplicated_entry", "rows");
      }),
    );
    expect(result.current.form).toEqual(initial());
    expect(result.current.errors.rows).toBeTruthy();
  });
});
