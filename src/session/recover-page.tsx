import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { isApiError } from "../api/errors";
import { findUserByEmail, updatePassword } from "../api/session";
import { useSubmitState } from "../kit/use-submit-state";
import { AuthCard } from "./auth-card";
import { CredentialsForm } from "./credentials-form";
import { sessionErrorText } from "./error-text";
import { setFlash } from "./flash";

/** /recover?id=<token>: the link of the recovery e-mail (spec 1 §2). */
export function RecoverPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const token = params.get("id") ?? "";
  const [email, setEmail] = useState("");
  const [plain, setPlain] = useState("");
  const {
    pending: busy,
    error,
    setError,
    submit: run,
  } = useSubmitState(token ? null : t("session.recover.missingToken"));
  const [refusedField, setRefusedField] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email || !plain) return setError(t("session.login.required"));
    setRefusedField(undefined);
    await run(
      async () => {
        const user = await findUserByEmail(email.trim());
        await updatePassword(user.user_id, token, plain);
        setFlash({ title: "session.recover.done", tone: "success" });
        navigate("/login");
      },
      (failure) => {
        // Spec 1 §5: the datafield the server names is cleared, and marked with the error.
        const field = isApiError(failure) ? failure.datafield : undefined;
        if (field === "plain") setPlain("");
        if (field === "email") setEmail("");
        setRefusedField(field);
        return sessionErrorText(t, failure);
      },
    );
  }

  return (
    <AuthCard title={t("session.recover.title")}>
      <CredentialsForm
        name={t("session.recover.title")}
        idPrefix="recover"
        email={{
          value: email,
          onChange: setEmail,
          error: refusedField === "email" && error ? error : undefined,
        }}
        password={{
          value: plain,
          onChange: setPlain,
          error: refusedField === "plain" && error ? error : undefined,
          label: t("session.recover.newPassword"),
          autoComplete: "new-password",
        }}
        failure={error && <p>{error}</p>}
        submitLabel={t("session.recover.submit")}
        submitDisabled={busy || !token}
        link={{ label: t("session.recover.backToLogin"), onClick: () => navigate("/login") }}
        onSubmit={submit}
      />
    </AuthCard>
  );
}
