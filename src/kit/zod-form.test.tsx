// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { i18n } from "../i18n";
import { markServerField, serverFailure } from "./zod-form";

type Form = { name: string; email: string; active: boolean; rows: number[] };
const initial = (): Form => ({ name: "lucia", email: "lucia@adm.test", active: true, rows: [1, 2] });
const refusal = (code: string, datafield: string) => new ApiError({ code, httpStatus: 409, datafield });

describe("markServerField after a refused save (spec 1 §5)", () => {
  it("clears the text field a server error names and shows the error on it, keeping the rest", () => {
    const { result } = renderHook(() => useForm<Form>({ defaultValues: initial() }));
    const failure = serverFailure(i18n.t, refusal("user_email_exists", "email"));
    act(() => markServerField(result.current, failure));
    expect(result.current.getValues()).toEqual({ ...initial(), email: "" });
    expect(result.current.getFieldState("email").error?.message).toBe(failure.reason);
  });

  it("keeps a named field that is not text (a table of rows, a switch) and shows the error on it", () => {
    const { result } = renderHook(() => useForm<Form>({ defaultValues: initial() }));
    act(() => markServerField(result.current, serverFailure(i18n.t, refusal("duplicated_entry", "rows"))));
    expect(result.current.getValues()).toEqual(initial());
    expect(result.current.getFieldState("rows").error).toBeTruthy();
  });
});
