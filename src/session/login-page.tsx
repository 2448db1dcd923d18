import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLocation } from "wouter";
import { useSubmitState } from "../kit/use-submit-state";
import { signIn } from "./actions";
import { AuthCard } from "./auth-card";
import { CredentialsForm } from "./credentials-form";
import { sessionErrorText, sessionErrorTitle } from "./error-text";
import { type Flash, flashTexts, takeFlash } from "./flash";
import { landingAfterLogin } from "./landing";
import { noticeAfterLanding } from "./landing-notice";
import { takeReturnTo } from "./return-to";

// The recovery dialog (and the dialog primitives under it) loads when asked for: the first screen shows the form.
const RecoveryDialog = lazy(async () => ({ default: (await import("./recovery-dialog")).RecoveryDialog }));

type Props = {
  /** Whether a URL shows one of the console's screens (they come with the modules): only those are returned to. */
  knowsScreen?(url: string): Promise<boolean>;
  /** The URL of the user's home workspace, if they chose one (null when none, or when it cannot be read). */
  homeWorkspace?(): Promise<string | null>;
};

export function LoginPage({ knowsScreen, homeWorkspace }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState("");
  const [plain, setPlain] = useState("");
  const [touched, setTouched] = useState(false);
  const { pending: busy, error, submit: run } = useSubmitState<{ title?: string; text: string }>();
  const [recovering, setRecovering] = useState(false);

  // Why the previous session ended (idle, another sign-in…): a toast, and on the form until the next attempt,
  // so an operator who comes back to the screen later still reads it.
  const [ended, setEnded] = useState<Flash | null>(null);
  useEffect(() => {
    const flash = takeFlash();
    if (!flash) return;
    setEnded(flash);
    const { title, description } = flashTexts(t, flash);
    toast[flash.tone](title, description ? { description } : undefined);
  }, [t]);
  const endedTexts = ended && flashTexts(t, ended);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!email || !plain) return;
    setEnded(null);
    await run(
      async () => {
        const { user, notice } = await signIn(email.trim(), plain);
        noticeAfterLanding(notice);
        const back = takeReturnTo();
        const returnTo = back && knowsScreen && (await knowsScreen(back)) ? back : null;
        // A deep link always wins over the home workspace.
        const home = returnTo === null && homeWorkspace ? await homeWorkspace() : null;
        navigate(landingAfterLogin(user, notice, returnTo ?? home));
      },
      (failure) => ({ title: sessionErrorTitle(t, failure), text: sessionErrorText(t, failure) }),
    );
  }

  const required = t("session.login.required");
  return (
    <AuthCard title={t("session.login.title")} subtitle={t("session.login.subtitle")}>
      {endedTexts && (
        <div role="status" className="mb-4 rounded-md border bg-muted/50 p-2 text-sm">
          <p className="font-semibold">{endedTexts.title}</p>
          {endedTexts.description && <p>{endedTexts.description}</p>}
        </div>
      )}
      <CredentialsForm
        name={t("session.login.title")}
        idPrefix="login"
        email={{ value: email, onChange: setEmail, error: touched && !email ? required : undefined }}
        password={{
          value: plain,
          onChange: setPlain,
          error: touched && !plain ? required : undefined,
          label: t("session.login.password"),
          autoComplete: "current-password",
        }}
        failure={
          error && (
            <>
              {error.title && <p className="font-semibold">{error.title}</p>}
              <p>{error.text}</p>
            </>
          )
        }
        submitLabel={busy ? t("session.login.submitting") : t("session.login.submit")}
        submitDisabled={busy}
        link={{ label: t("session.login.forgot"), onClick: () => setRecovering(true) }}
        onSubmit={submit}
      />
      {recovering && (
        <Suspense fallback={null}>
          <RecoveryDialog open onOpenChange={setRecovering} initialEmail={email} />
        </Suspense>
      )}
    </AuthCard>
  );
}
