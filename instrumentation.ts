/**
 * Runs once when the server starts: record socket addresses for rate limits, fail fast on bad
 * configuration or content, migrate the database. On Cloudflare Workers (the edge build, which runs
 * Next.js's Node.js runtime on workerd) there is no socket, no content folder and no database file:
 * none of this applies there.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onCloudflareWorkers } = await import("./lib/runtime");
  if (onCloudflareWorkers()) return;
  const { installSocketRecorder } = await import("./lib/security/socket-recorder");
  installSocketRecorder();
  const { startServer } = await import("./lib/startup");
  await startServer();
}
