/**
 * Requests exactly as written: paths are not normalised (so "../" and "%2e%2e" reach the server),
 * and a body can be streamed chunked, without Content-Length.
 */
import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in 64 KB pieces with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (body && !request.chunked) headers["content-length"] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      {
        // An IPv6 address is written in brackets in a URL, never in a socket's host.
        host: hostname.replace(/^\[(.*)\]$/, "$1"),
        port,
        method: request.method ?? "GET",
        path: request.path,
        headers,
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    // A server that answers 413 early may close while the rest of a large body is being sent.
    outgoing.on("error", (error) => {
      if (!answered) reject(error);
    });
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error("no answer in 20 s")));
    if (body && request.chunked) {
      for (let offset = 0; offset < body.length; offset += 64 * 1024) {
        outgoing.write(body.subarray(offset, offset + 64 * 1024));
      }
    } else if (body) {
      outgoing.write(body);
    }
    outgoing.end();
  });
}
