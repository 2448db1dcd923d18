import { contentSecurityPolicy } from "../security-headers.ts";

// The reference page: Scalar's standalone renderer, loaded from this server (no CDN: the console runs
// offline), fed the OpenAPI document fetched with the root user's token. The token comes from the URL
// fragment (#token=…, never sent to a server) as the console opens the page, or from the console's own
// storage when both share an origin; the fragment is dropped from the address bar once read.
// The page's one inline script runs under a Content-Security-Policy of its own that allows exactly that
// script (by its hash) besides this server's files: no other inline script runs, nothing loads from elsewhere.

const REFERENCE_SCRIPT = `
(async () => {
  const status = document.getElementById("status");
  const fromHash = new URLSearchParams(location.hash.slice(1)).get("token");
  if (fromHash) history.replaceState(null, "", location.pathname + location.search);
  let token = fromHash;
  if (!token) {
    try {
      token = JSON.parse(localStorage.getItem("token") || "null");
    } catch {
      token = null;
    }
  }
  const response = await fetch("openapi.json", {
    headers: token ? { Authorization: "Bearer " + token } : {},
  });
  if (!response.ok) {
    status.textContent =
      "Inicie sesión en la consola como usuario root para ver la referencia. " +
      "(Sign in to the console as a root user to see this reference.)";
    return;
  }
  Scalar.createApiReference("#reference", {
    content: await response.json(),
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    showDeveloperTools: "never",
    authentication: { preferredSecurityScheme: "bearer", securitySchemes: { bearer: { token } } },
  });
})();
`;

/** The reference page's own policy: the console's, with its inline script allowed and no frames. */
export const REFERENCE_CSP = contentSecurityPolicy({ frameHosts: [], connectOrigins: [] }, [
  REFERENCE_SCRIPT,
]);

export const REFERENCE_PAGE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ADM /services</title>
  </head>
  <body>
    <p id="status" role="status"></p>
    <div id="reference"></div>
    <script src="reference/standalone.js"></script>
    <script>${REFERENCE_SCRIPT}</script>
  </body>
</html>
`;
