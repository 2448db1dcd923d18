// A module's error codes, declared once in its contract with the HTTP status each travels with and its Spanish
// and English texts. The catalogue (src/contract/errors.ts), the server's messages and the console's
// translations are all read from these declarations, so a text is never written twice.

/** Status 200 marks the business refusals of spec 1 §7: HTTP 200 with status 1 and result.errors = the code. */
export type ErrorHttpStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

export type ErrorSpec = { status: ErrorHttpStatus; es: string; en: string };

export type ErrorSet<C extends string = string> = {
  readonly module: string;
  readonly codes: { readonly [K in C]: ErrorSpec };
};

export type CodeOf<S> = S extends ErrorSet<infer C> ? C : never;

export type ErrorLanguage = "es" | "en";

// Every set declared in this process, by code. defineErrors is the only writer, so a code the types admit (its
// file was evaluated to declare it) always has its status and texts here.
const declared = new Map<string, { module: string; spec: ErrorSpec }>();
const statuses: Record<string, ErrorHttpStatus> = {};
const sets: ErrorSet[] = [];
const listeners = new Set<(set: ErrorSet) => void>();

function check(module: string, code: string, spec: ErrorSpec): void {
  if (!/^\w+$/.test(code)) throw new Error(`${module}: error code "${code}" is not a word`);
  if (spec.es.trim() === "" || spec.en.trim() === "") throw new Error(`${module}.${code}: a text is empty`);
  const owner = declared.get(code)?.module;
  // The same module may declare its set again (a console module reloaded in development).
  if (owner !== undefined && owner !== module)
    throw new Error(`Error code ${code} is declared by both ${owner} and ${module}`);
}

/**
 * Declares a module's codes: `defineErrors("products", { product_in_promotion: { status: 409, es, en } })`. A
 * code belongs to one module; declaring it in two throws.
 */
export function defineErrors<const T extends Record<string, ErrorSpec>>(
  module: string,
  codes: T,
): ErrorSet<keyof T & string> {
  for (const [code, spec] of Object.entries(codes)) check(module, code, spec);
  const set: ErrorSet<keyof T & string> = Object.freeze({ module, codes: Object.freeze({ ...codes }) });
  for (const [code, spec] of Object.entries(codes)) {
    declared.set(code, { module, spec });
    statuses[code] = spec.status;
  }
  const previous = sets.findIndex((known) => known.module === module);
  if (previous >= 0) sets.splice(previous, 1, set);
  else sets.push(set);
  for (const listener of listeners) listener(set);
  return set;
}

/** The HTTP status of every declared code, read by code (ERROR_STATUS in src/contract/errors.ts). */
export const DECLARED_STATUS: Readonly<Record<string, ErrorHttpStatus>> = statuses;

/** One language's texts of these sets, by code. */
export function textsOf(errorSets: readonly ErrorSet[], language: ErrorLanguage): Record<string, string> {
  return Object.fromEntries(
    errorSets.flatMap((set) =>
      Object.entries<ErrorSpec>(set.codes).map(([code, spec]) => [code, spec[language]]),
    ),
  );
}

/** One language's texts of every code declared so far, in this process. */
export function declaredTexts(language: ErrorLanguage): Record<string, string> {
  return textsOf(sets, language);
}

/** The text of a declared code, or undefined for a code no set declares. */
export function declaredText(code: string, language: ErrorLanguage): string | undefined {
  return declared.get(code)?.spec[language];
}

/**
 * Calls `listener` with each set declared so far, then with each one declared later (a module loaded after
 * start-up); returns the unsubscribe. The console loads texts into i18next this way.
 */
export function onErrorSets(listener: (texts: Record<ErrorLanguage, Record<string, string>>) => void) {
  const deliver = (set: ErrorSet) => listener({ es: textsOf([set], "es"), en: textsOf([set], "en") });
  for (const set of sets) deliver(set);
  listeners.add(deliver);
  return () => {
    listeners.delete(deliver);
  };
}
