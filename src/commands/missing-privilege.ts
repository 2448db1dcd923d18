import type { TFunction } from "i18next";
import type { Privilege } from "../permissions/catalog";

/** What a user lacks to open or run something: 'requiere el privilegio «ver» del módulo «consulta_consumo»'. */
export function missingPrivilegeText(t: TFunction, privilege: Privilege, modules: readonly string[]): string {
  return t("palette.locked.reason", {
    privilege: t(`palette.locked.privileges.${privilege}`),
    modules: modules.map((module) => `«${module}»`).join(t("palette.locked.or")),
    count: modules.length,
  });
}
