import type { Privilege } from "../../src/permissions/catalog.ts";
import type { TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

export const PRODUCTS = "/services/products";

/** A new staff user whose one group grants exactly these privileges on products, in these regions and tenants. */
export const productsUser = (
  t: TestApp,
  name: string,
  privileges: readonly Privilege[],
  regions?: readonly string[],
  tenants?: readonly string[],
): Promise<string> => signInStaffUser(t, name, "products", privileges, regions, tenants);
