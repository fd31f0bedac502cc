/**
 * Connections on Cloudflare Workers: a socket belongs to the request that opened it, and another
 * request that uses it hangs, so each request gets its own connection, and workerd closes it when
 * the request ends. The request is known by the context @opennextjs/cloudflare keeps per request.
 */
import type { Connection } from "./client";

const REQUEST_CONTEXT = Symbol.for("__cloudflare-context__");

const perRequest = new WeakMap<object, Promise<Connection>>();

export function requestConnection(open: () => Promise<Connection>): Promise<Connection> {
  const request = (globalThis as Record<symbol, object | undefined>)[REQUEST_CONTEXT];
  if (!request) return open();
  let connection = perRequest.get(request);
  if (!connection) {
    connection = open();
    perRequest.set(request, connection);
    connection.catch(() => perRequest.delete(request));
  }
  return connection;
}
