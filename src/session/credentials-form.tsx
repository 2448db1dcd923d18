import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../kit/field";
import { Button } from "../ui/button";

/** One of the form's two fields: its value, how it changes, and what is wrong with it. */
type Credential = { value: string; onChange(value: string): void; error?: string };

type Props = {
  /** The form's accessible name (the page's title). */
  name: string;
  /** Prefix of the fields' ids: `<prefix>-email`, `<prefix>-password`. */
  idPrefix: string;
  email: Credential;
  password: Credential & { label: string; autoComplete: "current-password" | "new-password" };
  /** Why the last attempt failed, announced; nothing while it has not. */
  failure?: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
  /** The link-styled button under the submit (forgot the password, back to sign-in). */
  link: { label: string; onClick(): void };
  onSubmit(event: FormEvent): void;
};

/** The form of the screens before sign-in (login, recover): e-mail and password, the failure, submit and a link. */
export function CredentialsForm({ name, idPrefix, email, password, failure, link, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <form onSubmit={props.onSubmit} className="grid gap-4" noValidate aria-label={name}>
      <Field
        id={`${idPrefix}-email`}
        type="email"
        autoComplete="username"
        autoFocus
        label={t("session.login.email")}
        value={email.value}
        onChange={(e) => email.onChange(e.target.value)}
        error={email.error}
      />
      <Field
        id={`${idPrefix}-password`}
        type="password"
        autoComplete={password.autoComplete}
        label={password.label}
        value={password.value}
        onChange={(e) => password.onChange(e.target.value)}
        error={password.error}
      />
      {failure && (
        <div role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          {failure}
        </div>
      )}
      <Button type="submit" disabled={props.submitDisabled}>
        {props.submitLabel}
      </Button>
      <Button variant="link" className="justify-self-start px-0" onClick={link.onClick}>
        {link.label}
      </Button>
    </form>
  );
}
