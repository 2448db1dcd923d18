// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import "../../../i18n";
import { StepForm } from "./step-form";
import type { StepDraft } from "./use-step-draft";
import { type WizardNav, WizardNavContext } from "./wizard-nav";

const nav: WizardNav = {
  params: {},
  goTo: () => undefined,
  stepSaved: async () => undefined,
  toList: () => undefined,
  inactiveStep: () => undefined,
  setDirty: () => undefined,
};
const draft: StepDraft = {
  restoredAt: null,
  unkept: false,
  saved: () => undefined,
  discard: () => undefined,
};

function Step({ onSave, pending, blocked }: { onSave(): Promise<void>; pending: boolean; blocked: boolean }) {
  const form = useForm({ defaultValues: { name: "Plan" } });
  return (
    <WizardNavContext.Provider value={nav}>
      <StepForm form={form} draft={draft} title="Paso" onSave={onSave} pending={pending} blocked={blocked}>
        <input aria-label="Nombre" {...form.register("name")} />
      </StepForm>
    </WizardNavContext.Provider>
  );
}

const ctrlEnter = () => fireEvent.keyDown(screen.getByLabelText("Nombre"), { key: "Enter", ctrlKey: true });

afterEach(cleanup);

describe("StepForm while a name is being checked", () => {
  it("keeps a Ctrl+Enter pressed during the check and saves once the check ends", async () => {
    const onSave = vi.fn(async () => undefined);
    const view = render(<Step onSave={onSave} pending blocked={false} />);
    await act(async () => ctrlEnter());
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Guardando…" })).toBeTruthy();
    await act(async () => view.rerender(<Step onSave={onSave} pending={false} blocked={false} />));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("drops the request when the check ends with the name refused", async () => {
    const onSave = vi.fn(async () => undefined);
    const view = render(<Step onSave={onSave} pending blocked={false} />);
    await act(async () => ctrlEnter());
    await act(async () => view.rerender(<Step onSave={onSave} pending={false} blocked />));
    await act(async () => view.rerender(<Step onSave={onSave} pending={false} blocked={false} />));
    expect(onSave).not.toHaveBeenCalled();
  });
});
