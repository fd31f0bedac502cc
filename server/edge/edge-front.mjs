// Stands in for Cloudflare's edge in front of `wrangler dev`: Cloudflare overwrites CF-Connecting-IP
// with the address that connected, whereas wrangler's local proxy keeps a value the client sent. The
// worker counts rate limits on that header (wrangler.jsonc), so a local preview without this front
// would let a visitor choose their own address.
import http from "node:http";

const agent = new http.Agent({ keepAlive: true });

/** The connecting address as Cloudflare writes it: IPv4 without the IPv6 mapping prefix. */
function peerAddress(socket) {
  return (socket.remoteAddress ?? "").replace(/^::ffff:/, "");
}

/** Serves on `port`, forwarding everything to the worker on `workerPort` (both on 127.0.0.1). */
export function startEdgeFront({ port, workerPort, host = "127.0.0.1" }) {
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, "cf-connecting-ip": peerAddress(request.socket) };
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: workerPort,
        method: request.method,
        path: request.url,
        headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "Content-Type": "text/plain" });
      response.end("The worker is not answering yet");
    });
    request.pipe(upstream);
  });
  server.listen(Number(port), host);
  return server;
}
