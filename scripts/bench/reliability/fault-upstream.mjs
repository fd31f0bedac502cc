// An upstream backend that misbehaves on demand, on one loopback port:
//   stopped     nothing listens (connection refused)
//   silent      accepts connections and never answers (like e2e/support/silent-upstream.mjs)
//   not-http    answers bytes that are not HTTP at all
//   html        answers 200 with an HTML page instead of the API's JSON
//   wrong-json  answers 200 with JSON that breaks the contract
import net from "node:net";

const http = (type, body) =>
  `HTTP/1.1 200 OK\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

const answers = {
  silent: () => undefined,
  "not-http": (socket) => socket.end("\u0000\u0001 garbage, not HTTP \r\n\r\n{{{"),
  html: (socket) => socket.end(http("text/html", "<!doctype html><h1>Not the API</h1>")),
  "wrong-json": (socket) =>
    socket.end(http("application/json", '{"unexpected":[1,"two",null],"error":42}')),
};

export const faultModes = ["stopped", "silent", "not-http", "html", "wrong-json"];

export function faultUpstream(port) {
  let server;
  const sockets = new Set();

  async function close() {
    if (!server) return;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    server = undefined;
  }

  async function switchTo(mode) {
    await close();
    if (mode === "stopped") return;
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
      socket.once("data", () => answers[mode](socket));
    });
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
  }

  return { url: `http://127.0.0.1:${port}`, switchTo, close };
}
