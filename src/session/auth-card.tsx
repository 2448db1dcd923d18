import type { ReactNode } from "react";
import { LanguageSwitch } from "../shell/language-switch";

/** The centred frame of the screens shown before sign-in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-full place-items-center bg-muted p-4">
      <div className="w-full max-w-sm rounded-lg border bg-background p-6 shadow-sm">
        <div className="mb-5 flex items-start justify-between gap-2">
          <div>
            <h1 className="text-xl font-semibold">{title}</h1>
            {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
          </div>
          <LanguageSwitch />
        </div>
        {children}
      </div>
    </main>
  );
}
