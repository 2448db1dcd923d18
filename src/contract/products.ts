// services/products (spec 3): the catalogue's calls, one file per group.
export * from "./products-catalogue.ts";
export * from "./products-clone-job.ts";
export * from "./products-filters.ts";
export * from "./products-rates.ts";
export * from "./products-reference.ts";
export * from "./products-shapes.ts";
export * from "./products-states.ts";
