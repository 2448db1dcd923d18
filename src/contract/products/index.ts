// services/products (spec 3): the catalogue's calls, one file per group.
export * from "./catalogue.ts";
export * from "./clone-job.ts";
export * from "./filters.ts";
export * from "./rates.ts";
export * from "./reference.ts";
export * from "./shapes.ts";
export * from "./states.ts";
