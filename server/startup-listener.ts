import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { portFailure } from "./startup-failure.ts";

type Fetch = Parameters<typeof createAdaptorServer>[0]["fetch"];

const starting: Fetch = () => new Response("starting", { status: 503, headers: { "Retry-After": "5" } });

/**
 * Takes the port before anything else is done, so that a port in use is found before a new database is
 * created and seeded. Until serve() hands it the app, every request is answered 503 (starting).
 */
export async function claimPort(port: number) {
  let handle = starting;
  const server = createAdaptorServer({ fetch: (request, env) => handle(request, env) });
  try {
    server.listen(port);
    await once(server, "listening");
  } catch (error) {
    throw portFailure(error, port);
  }
  return {
    port: (server.address() as AddressInfo).port,
    serve(fetch: Fetch) {
      handle = fetch;
    },
    close() {
      server.close();
    },
  };
}
