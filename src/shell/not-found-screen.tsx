import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { formatKeysText } from "../commands";
import { useCommandKeys } from "../commands/user-keys";
import { homeKind } from "../workspace/kinds";

/** A signed-in URL that names no screen: said in words, with the way home, to the palette and the menu. */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  const home = homeKind()?.route ?? "/";
  const paletteKeys = useCommandKeys("general.openPalette");
  return (
    <section aria-labelledby="not-found-title" className="mx-auto flex max-w-xl flex-col gap-3 p-8">
      <h1 id="not-found-title" className="font-semibold text-lg">
        {t("shell.notFound.title")}
      </h1>
      <p className="text-muted-foreground text-sm">{t("shell.notFound.body", { path })}</p>
      {paletteKeys && (
        <p className="text-muted-foreground text-sm">
          {t("shell.homeIntro", { keys: formatKeysText(paletteKeys) })}
        </p>
      )}
      <Link href={home} className="w-fit text-primary text-sm underline underline-offset-4">
        {t("shell.notFound.home")}
      </Link>
    </section>
  );
}
