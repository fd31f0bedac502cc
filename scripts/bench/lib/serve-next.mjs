// Serves a built Next.js app in production mode exactly as server/node/server.mjs serves the site:
// Node's http server in front of Next's request handler. Usage: node serve-next.mjs <dir> <port>
import { createServer } from "node:http";
import { createRequire } from "node:module";

process.env.NODE_ENV = "production";
const [dir, portText] = process.argv.slice(2);
const port = Number(portText);
// Resolve next from the app's folder, as the app itself does.
const next = createRequire(`${dir}/package.json`)("next");

const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => handle(req, res));
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
