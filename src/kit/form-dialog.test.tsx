// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "../api/errors";
import "../i18n";
import { FormDialog } from "./form-dialog";
import { FormCheck, FormText } from "./form-fields";
import { useZodForm } from "./zod-form";

// The schema a server would validate the call with: the form validates with the very same one.
const schema = z.object({
  name: z.string().trim().min(1, "system.form.required"),
  email: z.string().trim().toLowerCase().email("system.users.emailInvalid"),
  active: z.boolean(),
});

function Harness({ onSave }: { onSave(values: z.output<typeof schema>): Promise<void> }) {
  const form = useZodForm(schema, { name: "", email: "", active: true });
  return (
    <FormDialog form={form} title="Nuevo" onSave={onSave} onClose={() => undefined}>
      <FormText id="name" name="name" label="Nombre" />
      <FormText id="email" name="email" label="Correo" />
      <FormCheck id="active" name="active" label="Activo" />
    </FormDialog>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: "Guardar" }) as HTMLButtonElement;

async function fill(name: string, email: string) {
  await act(async () => {
    fireEvent.change(field("Nombre"), { target: { value: name } });
    fireEvent.change(field("Correo"), { target: { value: email } });
  });
}

afterEach(cleanup);

describe("FormDialog", () => {
  it("saves only what the schema accepts, and saves its output", async () => {
    const onSave = vi.fn(async () => undefined);
    render(<Harness onSave={onSave} />);
    await waitFor(() => expect(save().disabled).toBe(true));
    await fill("Lucía", "no-es-correo");
    expect(await screen.findByText("Escriba un correo válido.")).toBeTruthy();
    expect(field("Correo").getAttribute("aria-invalid")).toBe("true");
    expect(save().disabled).toBe(true);
    await fill(" Lucía ", " Lucia@ADM.test ");
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.click(save()));
    expect(onSave).toHaveBeenCalledWith({ name: "Lucía", email: "lucia@adm.test", active: true });
  });

  it("puts a server refusal on the form and on the field it names, which it clears, keeping the rest", async () => {
    const refusal = new ApiError({
      code: "dup_mail",
      httpStatus: 409,
      message: "Ese correo ya lo tiene otro usuario.",
      datafield: "email",
    });
    const onSave = vi.fn(() => Promise.reject(refusal));
    render(<Harness onSave={onSave} />);
    await fill("Lucía", "lucia@adm.test");
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(async () => fireEvent.keyDown(field("Nombre"), { key: "Enter", ctrlKey: true }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Ese correo ya lo tiene otro usuario.",
      "Ese correo ya lo tiene otro usuario.",
    ]);
    expect(field("Correo").getAttribute("aria-describedby")).toBe("email-error");
    // Spec 1 §5: the field the server names is cleared; the rest of what was typed stays.
    expect(field("Correo").value).toBe("");
    expect(field("Nombre").value).toBe("Lucía");
    // Editing the field clears its server error.
    await act(async () => fireEvent.change(field("Correo"), { target: { value: "otra@adm.test" } }));
    await waitFor(() => expect(field("Correo").getAttribute("aria-invalid")).toBeNull());
  });
});
