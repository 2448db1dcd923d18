import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO, PASSWORD, signIn } from "./support";

// Issue 31 item 4: view-only means read-only. Every control on the product list is enabled by its command's
// own rule (privilege included), and the filters list offers a view-only user "Ver filtro", not its editor.

const productList = (page: Page) =>
  page.locator("section[data-pane-id]").filter({ hasText: "Expandir todo" });

/** The list's write controls: the rate and payment switches and the "Añadir medio de pago" buttons. */
const writeControls = (list: Locator) =>
  list
    .getByRole("switch")
    .or(list.getByRole("button", { name: /^Añadir medio de pago/ }))
    .or(list.getByRole("button", { name: /^Nuevo (Plan|Producto)$/ }));

async function openExpandedProductList(page: Page): Promise<Locator> {
  await page.goto("/products/productList");
  const list = productList(page);
  await list.getByRole("button", { name: "Expandir todo" }).click();
  await expect(list.getByRole("switch").first()).toBeVisible();
  return list;
}

/** The row menu of a list's first row, once the list shows it. */
async function firstRowMenu(page: Page, grid: Locator): Promise<Locator> {
  await expect(grid.getByRole("row").nth(1)).toBeVisible();
  await grid.getByRole("row").nth(1).getByRole("button", { name: "Acciones de la fila" }).click();
  const menu = page.getByRole("menu", { name: "Acciones de la fila" });
  await expect(menu).toBeVisible();
  return menu;
}

/** The filters list's row menu of its first row. */
async function firstFilterRowMenu(page: Page): Promise<Locator> {
  await page.goto("/index/filtros");
  return firstRowMenu(page, page.getByRole("grid", { name: "Filtros de contenido" }));
}

test("a view-only user is offered no enabled write control on the product list, and views filters", async ({
  page,
}) => {
  await signIn(page, DEMO.consulta);
  const list = await openExpandedProductList(page);
  const controls = writeControls(list);
  expect(await controls.count()).toBeGreaterThan(0);
  await expect(controls.and(list.locator(":enabled"))).toHaveCount(0);

  const menu = await firstFilterRowMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Ver filtro" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Editar filtro" })).toHaveCount(0);
});

test("an operator still gets the enabled write controls and the filter editor", async ({ page }) => {
  await signIn(page, DEMO.operador);
  const list = await openExpandedProductList(page);
  await expect(list.getByRole("switch").and(list.locator(":enabled")).first()).toBeVisible();
  await expect(
    list
      .getByRole("button", { name: /^Añadir medio de pago/ })
      .and(list.locator(":enabled"))
      .first(),
  ).toBeVisible();

  const menu = await firstFilterRowMenu(page);
  await expect(menu.getByRole("menuitem", { name: "Editar filtro" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Ver filtro" })).toHaveCount(0);
});

// The system lists (users, groups, roles, modules): a user who may only view them is offered "Ver …" on the
// row menu, the palette and Enter, opening the form read-only; an editor keeps "Editar …". No seeded user
// only views them, so the administrator makes one: a group granting the four modules with the consulta role.
const VIEWER = "solo.lectura.sistema@adm.test";
const LISTS = [
  { route: "/system/users", grid: "Usuarios del sistema", noun: "usuario" },
  { route: "/system/groups", grid: "Grupos", noun: "grupo" },
  { route: "/system/roles", grid: "Roles", noun: "rol" },
  { route: "/system/modules", grid: "Módulos", noun: "módulo" },
] as const;

async function createSystemViewer(page: Page) {
  await signIn(page, DEMO.admin);
  const answer = await page.evaluate(
    async ({ email, password }) => {
      const token = JSON.parse(localStorage.getItem("token") ?? "null");
      const admin = JSON.parse(localStorage.getItem("user") ?? "null");
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/services${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await response.json()) as { status: number; result: unknown; message: string };
      };
      type Group = { name: string; region_list: { region_id: number; name: string }[] } & {
        tenant_list: { tenant_id: number }[];
        profile_list: { profile_id: number; name: string }[];
      };
      const groups = (await call("GET", "/system/group")).result as Group[];
      const reader = groups.find((group) => group.name === "consulta_general") as Group;
      const modules = (await call("GET", "/system/module?all=1")).result as {
        module_id: number;
        name: string;
      }[];
      const wanted = ["user", "groups", "roles", "modules"];
      const role = reader.profile_list.find((profile) => profile.name === "consulta")?.profile_id as number;
      const group = await call("POST", "/system/group", {
        name: "solo_lectura_sistema",
        title: "Solo lectura del sistema",
        regions: reader.region_list.map((region) => region.region_id),
        tenants: reader.tenant_list.map((tenant) => tenant.tenant_id),
        profiles: [role],
        modules: modules.filter((module) => wanted.includes(module.name)).map((module) => module.module_id),
      });
      const groupId = (group.result as { group_id: number }).group_id;
      const region = reader.region_list.find((one) => one.name === "mexico")?.region_id;
      const user = await call("POST", "/user", {
        name: "solo.lectura",
        fullname: "Sol Lectura",
        email,
        region_id: region,
        tz_id: admin.tz_id,
        group_profiles: [{ group_id: groupId, profile_id: role }],
        plain: password,
      });
      return [group.status, group.message, user.status, user.message];
    },
    { email: VIEWER, password: PASSWORD },
  );
  // Both calls succeed: the envelope's status is 0.
  expect(answer).toEqual([0, expect.any(String), 0, expect.any(String)]);
  await page.evaluate(() => localStorage.clear());
}

test("a user who may only view the system lists is offered 'Ver …', opening the form read-only", async ({
  page,
}) => {
  // Four lists, each opened, its row menu read and its form opened and closed: more than the default minute.
  test.setTimeout(180_000);
  await createSystemViewer(page);
  await signIn(page, VIEWER);
  for (const list of LISTS) {
    await page.goto(list.route);
    const grid = page.getByRole("grid", { name: list.grid });
    await expect(grid.getByRole("row").nth(1)).toBeVisible();
    const menu = await firstRowMenu(page, grid);
    await expect(menu.getByRole("menuitem", { name: `Ver ${list.noun}` })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: `Editar ${list.noun}` })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Enter on the row opens the same read-only form: no save, every field disabled.
    await grid.getByRole("row").nth(1).getByRole("gridcell").first().click();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Ver ${list.noun}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Guardar" })).toHaveCount(0);
    await expect(dialog.getByRole("textbox").first()).toBeDisabled();
    await expect(dialog.getByRole("textbox").and(dialog.locator(":enabled"))).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(dialog).toBeHidden();
  }

  // On the modules list the palette offers the same command, by the same rule.
  await page.keyboard.press("Control+k");
  await page.keyboard.insertText("módulo");
  const palette = page.getByRole("dialog", { name: "Paleta de comandos" });
  await expect(palette.getByRole("option", { name: /Ver módulo/ })).toBeVisible();
  await expect(palette.getByRole("option", { name: /Editar módulo/ })).toHaveCount(0);
});

test("an administrator keeps 'Editar …' on the system lists, with Enter opening the editable form", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  for (const list of LISTS) {
    await page.goto(list.route);
    const grid = page.getByRole("grid", { name: list.grid });
    await expect(grid.getByRole("row").nth(1)).toBeVisible();
    const menu = await firstRowMenu(page, grid);
    await expect(menu.getByRole("menuitem", { name: `Editar ${list.noun}` })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: `Ver ${list.noun}` })).toHaveCount(0);
    await page.keyboard.press("Escape");
  }
  await grid(page).getByRole("row").nth(1).getByRole("gridcell").first().click();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Editar módulo" });
  await expect(dialog.getByRole("button", { name: "Guardar" })).toBeVisible();
  await expect(dialog.getByRole("textbox").first()).toBeEnabled();
});

const grid = (page: Page) => page.getByRole("grid", { name: "Módulos" });
