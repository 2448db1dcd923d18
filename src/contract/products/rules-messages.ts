// The messages of the product validation rules (spec 3 §5, §8). A rule's zod message is the i18n key
// `product-rules.<name>` (the console translates it from src/i18n/locales/*/product-rules.json); the server
// answers the Spanish text below, which the es locale file repeats word for word (a test keeps them equal).

export const RULE_TEXTS_ES = {
  required: "Este campo es obligatorio",
  invalidChars: "Caracteres invalidos",
  invalidCharsListed: "Caracteres Invalidos: {{chars}}",
  nameTaken: "name already exists",
  nameValid: "El valor ingresado es valido.",
  nameChecking: "Validando...",
  nameServiceError: "Error al llamar al servicio de validacion",
  tooLong: "Máximo {{max}} caracteres",
  cyclesRange: "El número de ciclos debe estar entre 1 y 9999999999",
  integer: "Debe ser un número entero",
  planType: "Tipo de plan inválido",
  contentType: "El tipo de contenido no corresponde al tipo de plan",
  temporaryUnit: "La unidad temporal no corresponde al tipo de contenido",
  availabilityHours: "La disponibilidad debe ser de 24 o 48 horas",
  availabilityAutomatic: "La disponibilidad automática es ilimitada (1200)",
  flag: "El valor debe ser 0 o 1",
  priorityWithoutFamily: "La prioridad requiere una familia",
  priorityExists: "La prioridad ya existe",
  familyRequired: "Seleccione una familia o cree una nueva",
  trialRange: "La bonificación debe estar entre 0 y 1200",
  trialWithoutSwitch: "Sin bonificación el periodo debe ser 0",
  priceRequired: "El precio es obligatorio",
  netPriceRequired: "El precio neto es obligatorio y numérico",
  taxRequired: "El impuesto es obligatorio y numérico",
  serviceOutRequired: "El id de servicio de salida es obligatorio",
  serviceOutLength: "El id de servicio de salida debe tener entre 1 y 10000 caracteres",
  serviceInRequired: "El primer id de servicio de entrada es obligatorio",
  priceExists: "El precio ya existe",
  catalogueRequired: "El medio de pago requiere un identificador de producto del catálogo",
  paymentRequired: "Agregue al menos un medio de pago",
  paymentConfigRequired: "El medio de pago no tiene configuración",
  targetLimit: "Seleccione un solo canal",
  targetRequired: "Seleccione un canal",
  idEmpty: "El id no puede estar vacío",
  idDuplicate: "El id ya fue agregado",
  itemLength: "El valor debe tener entre 1 y 500 caracteres",
  itemDuplicate: "El valor ya fue agregado",
  itemMax: "Máximo {{max}} elementos",
  maxExceeded: "máximo excedido",
  minimumOne: "Debe tener minimo un(1) item seleccionado",
  touchSpinRange: "El valor debe estar entre 0 y 9999999999",
  cloneTag: "Solo dígitos",
  cloneMax: "Máximo 500 tarifas",
  searchMin: "Ingrese al menos 3 caracteres",
  filterAdded: "El filtro ya se encuentra agregado",
  userTypeRequired: "Seleccione un tipo de usuario",
  paymentMethodRequired: "Seleccione un medio de pago",
  currencyRequired: "Seleccione una moneda",
  serviceInListRequired: "Agregue al menos un código de servicio de entrada",
  ruleValue: "El valor de la regla debe ser S o N",
  eligibilityExists: "El plan ya tiene una tarifa de elegibilidad en la región",
  paymentDuplicate: "El medio de pago ya fue agregado",
  paymentUnavailable: "El medio de pago no está disponible para el tipo de usuario en la región",
  regionRequired: "Seleccione una región",
} as const;

export type RuleMessage = keyof typeof RULE_TEXTS_ES;

/** The i18n key of a rule message (what a zod issue carries). */
export function ruleKey<M extends RuleMessage>(message: M): `product-rules.${M}` {
  return `product-rules.${message}`;
}

/** The rule message of an i18n key, or undefined for a key of another namespace. */
export function ruleMessageOf(key: string): RuleMessage | undefined {
  const name = key.startsWith("product-rules.") ? key.slice("product-rules.".length) : "";
  return Object.hasOwn(RULE_TEXTS_ES, name) ? (name as RuleMessage) : undefined;
}

/** The Spanish text of a rule message, with its {{values}} filled (what the server answers). */
export function ruleTextEs(message: RuleMessage, values: Record<string, string | number> = {}): string {
  return RULE_TEXTS_ES[message].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}
