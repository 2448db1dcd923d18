import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language, setLanguage } from "../i18n";
import { cn } from "../ui/cn";

/** ES | EN toggle: Spanish by default, the choice is remembered. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset
      className={cn("flex rounded-md border p-0.5 text-xs", className)}
      aria-label={t("common.language")}
    >
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.language === language}
          title={t(`common.languages.${language}`)}
          onClick={() => setLanguage(language)}
          className={cn(
            "rounded px-2 py-0.5 uppercase",
            i18n.language === language ? "bg-primary text-primary-foreground" : "hover:bg-accent",
          )}
        >
          {/* Named by what it shows, then the language's name: "ES Español" (axe label-content-name-mismatch). */}
          {language}
          <span className="sr-only"> {t(`common.languages.${language}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
