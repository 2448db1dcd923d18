// Spec 3 §5 validation rules, isomorphic: the wizard's forms resolve with these schemas (zodResolver) and the
// product-wizard server parses and checks every save with the same ones. Messages are i18n keys
// (`product-rules.<name>`); the server answers their Spanish text (RULE_TEXTS_ES).
export * from "./product-rules-inputs.ts";
export * from "./product-rules-messages.ts";
export * from "./product-rules-plan.ts";
export * from "./product-rules-plan-types.ts";
export * from "./product-rules-prices.ts";
export * from "./product-rules-rate.ts";
export * from "./product-rules-steps.ts";
