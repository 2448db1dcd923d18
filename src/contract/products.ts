// services/products (spec 3): the catalogue's calls, one file per group.
export * from "./products-reference.ts";
