import type { Db } from "../db/database.ts";

const LEGACY_HOST = "https://legacy.adm.test";

// The old admin's menu: sections with links that open inside the console's embedded legacy screen.
const MENU: { name: string; icon: string; url?: string; items?: [string, string][] }[] = [
  {
    name: "Usuarios",
    icon: "fa-users",
    items: [
      ["Buscar usuario", "/usuarios/buscar"],
      ["Bloqueos", "/usuarios/bloqueos"],
      ["Dispositivos", "/usuarios/dispositivos"],
    ],
  },
  {
    name: "Contenidos",
    icon: "fa-film",
    items: [
      ["Catálogo", "/contenidos/catalogo"],
      ["Carga masiva", "/contenidos/carga"],
      ["Destacados", "/contenidos/destacados"],
    ],
  },
  {
    name: "Reportes",
    icon: "fa-bar-chart",
    items: [
      ["Ventas diarias", "/reportes/ventas"],
      ["Altas y bajas", "/reportes/altas-bajas"],
    ],
  },
  {
    name: "Facturación",
    icon: "fa-credit-card",
    items: [
      ["Conciliación", "/facturacion/conciliacion"],
      ["Reembolsos", "/facturacion/reembolsos"],
    ],
  },
  { name: "Configuración", icon: "fa-cog", url: "/configuracion" },
];

const METADATA = [
  {
    key: "adm_payment_null_constrain",
    value: "1",
    description: "Permite cancelar suscripciones sin método de pago registrado",
  },
  {
    key: "adm_consumption_default_region",
    value: "mexico",
    description: "Región por omisión de la consulta de consumo",
  },
  { key: "adm_api_version", value: "v7", description: "Versión del API de consumo" },
  { key: "adm_support_mail", value: "soporte@adm.test", description: "Buzón de soporte interno" },
];

export async function seedLegacy(db: Db): Promise<void> {
  await db.insertInto("metadata").values(METADATA).execute();
  let menuId = 0;
  for (const [position, section] of MENU.entries()) {
    menuId += 1;
    const parentId = menuId;
    const url = section.url ? `${LEGACY_HOST}${section.url}` : "";
    await db
      .insertInto("legacy_menu")
      .values({ menu_id: parentId, parent_id: null, name: section.name, url, icon: section.icon, position })
      .execute();
    for (const [index, [name, path]] of (section.items ?? []).entries()) {
      menuId += 1;
      await db
        .insertInto("legacy_menu")
        .values({
          menu_id: menuId,
          parent_id: parentId,
          name,
          url: `${LEGACY_HOST}${path}`,
          icon: "",
          position: index,
        })
        .execute();
    }
  }
}
