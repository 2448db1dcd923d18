// The route of the start-up translations call (spec 1 §7), apart from its declaration in base.ts: the login
// page makes this call before anything else needs the contract's schemas, and the schemas bring zod, which the
// first screen does not carry (bench/README.md, first-screen budget). base.ts declares the call with it.
export const TRANSLATIONS_ROUTE = { method: "GET", path: "/base/translations" } as const;
