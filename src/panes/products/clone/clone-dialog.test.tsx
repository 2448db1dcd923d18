// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../api/errors";
import { queryClient } from "../../../api/query-client";
import "../../../i18n";
import * as api from "../domain/api";
import { CloneRatesDialog } from "./clone-dialog";

// Spec 3 §7 "Payload error conventions" and §8 "Clone errors": a failed clone shows error_code and error_msg,
// or the validation and message, or the clone error title with a bare payload; and the brief toast "Hubo un
// error" for string, null, error or extra answers. The dialog stays open, saying what went wrong.

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("sonner", () => ({ toast: toasts }));
vi.mock("../domain/api", async (original) => ({
  ...(await original<typeof import("../domain/api")>()),
  checkCloneRates: vi.fn(async (ids: number[]) => ids.map((rate_id) => ({ rate_id, valid: true }))),
  cloneRates: vi.fn(),
}));

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.clearAllMocks();
});

async function cloneFailing(error: unknown) {
  vi.mocked(api.cloneRates).mockRejectedValue(error);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <CloneRatesDialog initial={["3"]} onClose={onClose} />
    </QueryClientProvider>,
  );
  const submit = await screen.findByRole("button", { name: "Clonar 1 tarifas" });
  await vi.waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
  await act(async () => fireEvent.click(submit));
  const alert = await screen.findByRole("alert");
  expect(onClose).not.toHaveBeenCalled();
  expect(toasts.error).toHaveBeenCalledWith("Hubo un error", expect.anything());
  return alert.textContent;
}

const apiError = (extra: Record<string, unknown>, message?: string) =>
  new ApiError({ code: "clone_failed", httpStatus: 200, message, extra });

describe("a failed clone", () => {
  it("shows error_code and error_msg", async () => {
    const shown = await cloneFailing(apiError({ error_code: "E42", error_msg: "Tarifa bloqueada" }));
    expect(shown).toBe("Tarifa bloqueada (E42)");
  });

  it("shows the validation with the message", async () => {
    const shown = await cloneFailing(apiError({ validation: { data: "ids inválidos" } }, "Datos inválidos"));
    expect(shown).toBe("Datos inválidos: data: ids inválidos");
  });

  it("shows the clone error title with a bare string payload, or alone for null", async () => {
    const bare = new ApiError({ code: "bad_payload", httpStatus: 200, payload: "timeout" });
    expect(await cloneFailing(bare)).toBe("Error al clonar tarifas: timeout");
    cleanup();
    const none = new ApiError({ code: "bad_payload", httpStatus: 200, payload: null });
    expect(await cloneFailing(none)).toBe("Error al clonar tarifas");
  });
});
