import { zodResolver } from "@hookform/resolvers/zod";
import type { TFunction } from "i18next";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { notSavedText } from "../api/error-message";
import { isApiError } from "../api/errors";

/** A form validated by a zod schema: the same schema the server validates the call with. */
export type ZodForm<In extends FieldValues, Out = In> = UseFormReturn<In, unknown, Out>;

/**
 * The form of a schema. Errors show as fields change; the schema's messages are i18n keys. Save stays off
 * until the schema passes.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
): ZodForm<z.input<S>, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    mode: "onChange",
  });
}

/** A failed save: the form-level text, and the field the server named (`datafield`) with its reason. */
export type SaveFailure = { message: string; field?: string; reason: string };

/** The server's text for a code it translates (GET /services/base/translations), else what it sent. */
export function serverText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t("common.errorOccurred");
  const fallback = error.message !== error.code ? error.message : t("common.errorOccurred");
  return t(`server.${error.code}`, { defaultValue: fallback });
}

/** The default reading of a failed save: the server's reason, on the form and on the field it names. */
export function serverFailure(t: TFunction, error: unknown): SaveFailure {
  const reason = notSavedText(t, error) ?? serverText(t, error);
  return { message: reason, field: isApiError(error) ? error.datafield : undefined, reason };
}

/** Puts a server failure on the field it names, when the form has that field. */
export function markServerField<In extends FieldValues, Out>(form: ZodForm<In, Out>, failure: SaveFailure) {
  const { field } = failure;
  if (!field || !(field in form.getValues())) return;
  // Spec 1 §5: the datafield the server names is cleared in the form, and shows the reason. Only a text value
  // is cleared: a table of rows or a switch keeps what the operator built.
  const path = field as Parameters<typeof form.setValue>[0];
  if (typeof form.getValues(path) === "string") form.setValue(path, "" as never);
  form.setError(field as Parameters<typeof form.setError>[0], { type: "server", message: failure.reason });
}

/** Spec 1 §8: a failed save of a form loaded from the server says 'Error cargando datos.' then the reason. */
export function loadingFailure(
  t: TFunction,
  error: unknown,
  read: (t: TFunction, error: unknown) => SaveFailure = serverFailure,
): SaveFailure {
  const failure = read(t, error);
  // A save the server never received is not a loading error: it says only that.
  if (notSavedText(t, error)) return failure;
  return { ...failure, message: `${t("common.errorLoading")} ${failure.reason}` };
}
