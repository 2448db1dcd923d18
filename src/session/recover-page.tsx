import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import { isApiError } from "../api/errors";
import { findUserByEmail, updatePassword } from "../api/session";
import { Field } from "../kit/field";
import { useSubmitState } from "../kit/use-submit-state";
import { Button } from "../ui/button";
import { AuthCard } from "./auth-card";
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
      <form onSubmit={submit} className="grid gap-4" noValidate aria-label={t("session.recover.title")}>
        <Field
          id="recover-email"
          type="email"
          autoComplete="username"
          autoFocus
          label={t("session.login.email")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={refusedField === "email" && error ? error : undefined}
        />
        <Field
          id="recover-password"
          type="password"
          autoComplete="new-password"
          label={t("session.recover.newPassword")}
          value={plain}
          onChange={(e) => setPlain(e.target.value)}
          error={refusedField === "plain" && error ? error : undefined}
        />
        {error && (
          <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy || !token}>
          {t("session.recover.submit")}
        </Button>
        <Button variant="link" className="justify-self-start px-0" onClick={() => navigate("/login")}>
          {t("session.recover.backToLogin")}
        </Button>
      </form>
    </AuthCard>
  );
}
