import { moduleKey, queryKeysFactory } from "../query-keys";

// The product domain's query keys (spec 3): one factory, every key under moduleKey("products") and the
// region and tenant it was read in. The list, the wizard and the promotions read through these keys alone, so
// invalidating `all()` after a change refreshes every screen of the domain, and a narrower branch
// (`promotions.all()`, `wizard.all()`) what one sub-feature caches.

const reference = queryKeysFactory("products", "reference");
const wizard = queryKeysFactory("products", "wizard");
const promotions = queryKeysFactory("products", "promotions");

export const productKeys = {
  /** Every products query, in every region and tenant: what a change of the catalogue invalidates. */
  all: () => moduleKey("products"),
  /** Reference lists (regions, targets, types, user types, payment methods, currencies, prices, catalogue,
   * e-mails): the call's name, then every variable it is asked with. */
  reference: (name: string, query: unknown = {}) => [...reference.all(), name, query] as const,
  /** Families (the list's pages), plans, rates and a filter's contents. */
  families: queryKeysFactory("products", "families"),
  plans: queryKeysFactory("products", "plans"),
  rates: queryKeysFactory("products", "rates"),
  filters: queryKeysFactory("products", "filters"),
  /** The wizard's steps (plan and rate), its checks (names, hub, eligibility) and the filters it offers. */
  wizard: {
    ...wizard,
    /** Whether a rate of this region and channel is a corporate hub one. */
    hubcorp: (regionId: number, target: number) => [...wizard.all(), "hubcorp", regionId, target] as const,
    /** Whether the plan may take a new rate in this region. */
    eligibility: (productId: number, regionId: number) =>
      [...wizard.all(), "eligibility", productId, regionId] as const,
  },
  /** Promotions: their pages, one promotion, and the form's and filters' choices. */
  promotions: {
    all: promotions.all,
    lists: promotions.lists,
    list: promotions.list,
    detail: promotions.detail,
    option: (name: string, ...args: unknown[]) => [...promotions.all(), "options", name, ...args] as const,
  },
};

/** Every factory of productKeys, by resource (src/api/query-keys.test.ts checks each carries the scope). */
export const productKeyFactories = {
  reference,
  families: productKeys.families,
  plans: productKeys.plans,
  rates: productKeys.rates,
  filters: productKeys.filters,
  wizard,
  promotions,
};
