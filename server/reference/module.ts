import type { ServerModule } from "../platform/module.ts";
import { referenceRoutes } from "./routes.ts";

/** The contract as an OpenAPI document and its interactive reference page. */
export const referenceModule: ServerModule = { name: "reference", routes: [referenceRoutes] };
