// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { FormProvider } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import "../i18n";
import { SaveBlockers } from "./save-blockers";
import { useZodForm } from "./zod-form";

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1),
  email: z.string().regex(/@/),
  note: z.string(),
  rows: z.array(z.number()).min(1),
});
const LABELS = { name: "system.users.name", email: "system.users.email", rows: "system.users.rowsTitle" };

function Harness() {
  const form = useZodForm(schema, { name: "", email: "", note: "", rows: [] });
  return (
    <FormProvider {...form}>
      <input aria-label="name" {...form.register("name")} />
      <SaveBlockers schema={schema} labels={LABELS} />
    </FormProvider>
  );
}

describe("SaveBlockers", () => {
  it("names every field that keeps 'Guardar' disabled, untouched ones too, and goes once they pass", async () => {
    render(<Harness />);
    expect((await screen.findByRole("status")).textContent).toBe(
      "Para guardar falta completar: Nombre de usuario, Correo electrónico y Grupos y roles.",
    );
    fireEvent.input(screen.getByLabelText("name"), { target: { value: "ana" } });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Para guardar falta completar: Correo electrónico y Grupos y roles.",
    );
  });
});
