// Spec 3 §5 validation rules, isomorphic: the wizard's forms resolve with these schemas (zodResolver) and the
// product-wizard server parses and checks every save with the same ones. Messages are i18n keys
// (`product-rules.<name>`); the server answers their Spanish text (RULE_TEXTS_ES).
export * from "./rules-inputs.ts";
export * from "./rules-messages.ts";
export * from "./rules-plan.ts";
export * from "./rules-plan-types.ts";
export * from "./rules-prices.ts";
export * from "./rules-rate.ts";
export * from "./rules-steps.ts";
