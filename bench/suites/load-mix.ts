import { holdsAccess } from "../../server/platform/access.ts";
import { aguCalls } from "../../src/contract/agu.ts";
import type { AuthUser } from "../../src/contract/auth.ts";
import { consumptionCalls } from "../../src/contract/consumption.ts";
import type { CallDecl } from "../../src/contract/define.ts";
import { filterCalls } from "../../src/contract/filters.ts";
import { type Filter, LIST_PAGE_SIZE } from "../../src/contract/filters-shapes.ts";
import { FAMILY_PAGE_SIZE, productCatalogueCalls } from "../../src/contract/products/catalogue.ts";
import { profileCalls } from "../../src/contract/profile.ts";
import type { OperatorAction } from "../lib/operators.ts";
import { serviceRequest } from "../lib/services.ts";

// What a virtual operator of the load suite does: the screens an operator works in all day, weighted by how
// often they are used, limited to what the operator's own rules allow (a refused call would be an error).

export type ActionName =
  | "subscriber look-up"
  | "product list"
  | "filter page"
  | "AGU directory"
  | "own profile"
  | "filter save";

export type LoadAction = OperatorAction & { name: ActionName };

/** What the actions need from the seed: end users' e-mails per region, and the filter an operator may save. */
export type MixFixtures = {
  emailsByRegion: ReadonlyMap<string, readonly string[]>;
  /** A filter of the operator's own region and tenant, saved back unchanged (harmless, and nothing to undo). */
  savableFilter?: Filter;
};

/** Pages a list action walks through (the first ones, where operators spend their time). */
const PAGES = 4;

export function mayCall(user: AuthUser, decl: CallDecl): boolean {
  return decl.access === "public" || decl.access === "signed-in" || holdsAccess(user, decl.access);
}

/** The subscriber region an operator looks up in: their home region when it has subscribers, else another. */
function lookupRegion(user: AuthUser, emailsByRegion: MixFixtures["emailsByRegion"]): string | undefined {
  const held = [user.region, ...user.regions.map((region) => region.name)];
  return held.find((name) => (emailsByRegion.get(name)?.length ?? 0) > 0);
}

/** Unchanged fields of a filter, as its editor sends them back on save. */
export function unchangedSave(filter: Filter) {
  const { filter_id, name, description, type, status, item_type, portada } = filter;
  return { filter: { filter_id, name, description, type, status, item_type, portada } };
}

/** The actions `user` may take; the own profile is open to everyone, so the list is never empty. */
export function operatorActions(user: AuthUser, fixtures: MixFixtures): LoadAction[] {
  const actions: LoadAction[] = [
    { name: "own profile", weight: 1, request: () => serviceRequest(profileCalls.getOwnProfile) },
  ];
  const region = lookupRegion(user, fixtures.emailsByRegion);
  const emails = region ? (fixtures.emailsByRegion.get(region) ?? []) : [];
  if (region && mayCall(user, consumptionCalls.findUserByEmail))
    actions.push({
      name: "subscriber look-up",
      weight: 4,
      request: (turn) =>
        serviceRequest(consumptionCalls.findUserByEmail, {
          query: { email: emails[turn % emails.length], region },
        }),
    });
  if (mayCall(user, productCatalogueCalls.listFamilies))
    actions.push({
      name: "product list",
      weight: 2,
      request: (turn) =>
        serviceRequest(productCatalogueCalls.listFamilies, {
          query: { from: (turn % PAGES) * FAMILY_PAGE_SIZE, quantity: FAMILY_PAGE_SIZE },
        }),
    });
  if (mayCall(user, filterCalls.listFilters))
    actions.push({
      name: "filter page",
      weight: 3,
      request: (turn) =>
        serviceRequest(filterCalls.listFilters, {
          query: { draw: turn + 1, from: (turn % PAGES) * LIST_PAGE_SIZE, quantity: LIST_PAGE_SIZE },
        }),
    });
  if (mayCall(user, aguCalls.listEndUsers))
    actions.push({
      name: "AGU directory",
      weight: 2,
      request: (turn) =>
        serviceRequest(aguCalls.listEndUsers, {
          query: { draw: turn + 1, from: (turn % PAGES) * 25, quantity: 25 },
        }),
    });
  const saved = fixtures.savableFilter;
  if (saved && mayCall(user, filterCalls.saveFilter))
    actions.push({
      name: "filter save",
      weight: 1,
      request: () => serviceRequest(filterCalls.saveFilter, { body: unchangedSave(saved) }),
    });
  return actions;
}
