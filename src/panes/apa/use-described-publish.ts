import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../api/error-message";
import { useSubmitState } from "../../kit/use-submit-state";

/**
 * A publication's submit state (spec 2 §5): its description, required before anything is sent, and a
 * publish whose failure says the generic error. `submit` stays for the dialog's other calls.
 */
export function useDescribedPublish() {
  const { t } = useTranslation();
  const [description, setDescription] = useState("");
  const state = useSubmitState();
  const publish = async (work: () => Promise<void>) => {
    if (!description.trim()) {
      state.setError(t("apa.publish.descriptionRequired"));
      return;
    }
    await state.submit(work, (failure) => errorMessage(t, failure, { title: "Ha ocurrido un error" }));
  };
  return { ...state, description, setDescription, publish };
}
