import type { TFunction } from "i18next";
import { Building2, Globe, Languages, LogOut } from "lucide-react";
import { i18n, LANGUAGES, type Language, setLanguage } from "../i18n";
import { signOut } from "../session/actions";
import { regionOptions, setScope, tenantLabel, tenantOptions } from "../session/scope";
import { session } from "../session/store";
import { normalizeText } from "./palette/rank";
import type { ArgItem } from "./types";
import { type AnyCommand, defineCommand } from "./types";

// What the top bar offers, from the palette too: sign out, language, region and tenant. Part of the
// "general" group (ids general.*); declared apart because they act on the session, not on the palette.

/** Options matching what was typed, accents aside ("mus" finds "Música"). */
function matching<A>(items: ArgItem<A>[], query: string): ArgItem<A>[] {
  const text = normalizeText(query);
  if (!text) return items;
  return items.filter((item) => normalizeText(`${item.label} ${item.detail ?? ""}`).includes(text));
}

const current = () => i18n.t("commands.general.current");

const switchLanguage = defineCommand<Language>({
  id: "general.switchLanguage",
  title: "commands.general.switchLanguage",
  module: "general",
  icon: Languages,
  order: 10,
  keywords: ["idioma", "language", "lengua", "inglés", "ingles", "english", "español", "espanol", "spanish"],
  surfaces: ["palette"],
  args: {
    placeholder: "commands.general.switchLanguagePlaceholder",
    debounceMs: 0,
    suggest: (query) =>
      matching(
        LANGUAGES.map((language) => ({
          id: language,
          label: i18n.t(`common.languages.${language}`),
          detail:
            language === i18n.language ? current() : i18n.t(`commands.general.languageAlias.${language}`),
          value: language,
        })),
        query,
      ),
  },
  run: (_ctx, language) => setLanguage(language),
});

/** Switches the session's region or tenant: the palette lists the user's choices, the current one marked. */
function switchScope(
  scope: "region" | "tenant",
  spec: Pick<AnyCommand, "icon" | "order" | "keywords">,
  choices: () => Promise<{ value: string; label: string }[]>,
) {
  const name = scope === "region" ? "switchRegion" : "switchTenant";
  return defineCommand<string>({
    id: `general.${name}`,
    title: `commands.general.${name}`,
    module: "general",
    ...spec,
    surfaces: ["palette"],
    args: {
      placeholder: `commands.general.${name}Placeholder`,
      debounceMs: 0,
      suggest: async (query) =>
        matching(
          (await choices()).map(({ value, label }) => ({
            id: value,
            label,
            detail: value === session[scope] ? current() : undefined,
            value,
          })),
          query,
        ),
    },
    run: (_ctx, value) => setScope(scope, value),
  });
}

const switchRegion = switchScope(
  "region",
  {
    icon: Globe,
    order: 11,
    keywords: ["región", "region", "país", "pais", "country", "cambiar", "change"],
  },
  async () => (await regionOptions()).map((region) => ({ value: region.name, label: region.title })),
);

const switchTenant = switchScope(
  "tenant",
  {
    icon: Building2,
    order: 12,
    keywords: [
      "tenant",
      "producto",
      "product",
      "plataforma",
      "platform",
      "video",
      "música",
      "music",
      "drive",
    ],
  },
  async () =>
    (await tenantOptions()).map((tenant) => ({
      value: tenant.code,
      label: tenantLabel(i18n.t.bind(i18n) as TFunction, tenant),
    })),
);

const signOutCommand: AnyCommand = {
  id: "general.signOut",
  title: "commands.general.signOut",
  module: "general",
  icon: LogOut,
  order: 20,
  keywords: ["salir", "cerrar sesión", "cerrar sesion", "logout", "log out", "sign out", "desconectar"],
  surfaces: ["palette"],
  run: () => signOut(),
};

export const sessionCommands: readonly AnyCommand[] = [
  switchLanguage as AnyCommand,
  switchRegion as AnyCommand,
  switchTenant as AnyCommand,
  signOutCommand,
];
