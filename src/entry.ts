import { z } from "zod";

// zod compiles its object parsers with `new Function`, probing for it when the first object schema is built.
// The console's Content-Security-Policy has no 'unsafe-eval', so that probe would be refused and reported as
// a violation: the interpreted parsers are used instead. A static import of the console could be bundled to
// run before this line (shared chunks evaluate first), so the console loads only after it, dynamically.
z.config({ jitless: true });

void import("./main");
