// An upstream that accepts connections and never answers, to test the remote backend's timeout.
import http from "node:http";

const port = Number(process.argv[2] ?? 3205);
http
  .createServer((req) => {
    // Keep the request open; never answer. Health checks from the test runner get an answer.
    if (req.url === "/ready") req.socket.end("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
  })
  .listen(port, "127.0.0.1");
