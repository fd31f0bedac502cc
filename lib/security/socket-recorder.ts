/**
 * Records each request's socket address for rate limits, in every Node.js host of the site: our own
 * server (npm start), `next start` and the standalone build. Next.js gives a route handler no socket,
 * so the address travels in an internal header, written here before Next.js sees the request and
 * replacing any value a client sent under that name. The value carries a random seal known only to
 * this process (./client-address.ts), so a forged header is never read as the socket's. Installed
 * once, from instrumentation.ts.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { SOCKET_ADDRESS_HEADER, SOCKET_SEAL } from "./client-address";

type Emit = typeof http.Server.prototype.emit;

function wrap(prototype: { emit: Emit }, seal: string) {
  const emit = prototype.emit;
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = `${seal} ${request.socket?.remoteAddress ?? ""}`;
    }
    return emit.call(this, event, ...args);
  } as Emit;
}

export function installSocketRecorder() {
  const global = globalThis as Record<symbol, unknown>;
  if (typeof global[SOCKET_SEAL] === "string") return;
  const seal = randomUUID();
  wrap(http.Server.prototype, seal);
  wrap(https.Server.prototype, seal);
  global[SOCKET_SEAL] = seal;
}
