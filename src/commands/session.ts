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

const switchRegion = defineCommand<string>({
  id: "general.switchRegion",
  title: "commands.general.switchRegion",
  module: "general",
  icon: Globe,
  order: 11,
  keywords: ["región", "region", "país", "pais", "country", "cambiar", "change"],
  surfaces: ["palette"],
  args: {
    placeholder: "commands.general.switchRegionPlaceholder",
    debounceMs: 0,
    suggest: async (query) =>
      matching(
        (await regionOptions()).map((region) => ({
          id: region.name,
          label: region.title,
          detail: region.name === session.region ? current() : undefined,
          value: region.name,
        })),
        query,
      ),
  },
  run: (_ctx, region) => setScope("region", region),
});

const switchTenant = defineCommand<string>({
  id: "general.switchTenant",
  title: "commands.general.switchTenant",
  module: "general",
  icon: Building2,
  order: 12,
  keywords: ["tenant", "producto", "product", "plataforma", "platform", "video", "música", "music", "drive"],
  surfaces: ["palette"],
  args: {
    placeholder: "commands.general.switchTenantPlaceholder",
    debounceMs: 0,
    suggest: async (query) =>
      matching(
        (await tenantOptions()).map((tenant) => ({
          id: tenant.code,
          label: tenantLabel(i18n.t.bind(i18n) as TFunction, tenant),
          detail: tenant.code === session.tenant ? current() : undefined,
          value: tenant.code,
        })),
        query,
      ),
  },
  run: (_ctx, tenant) => setScope("tenant", tenant),
});

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
