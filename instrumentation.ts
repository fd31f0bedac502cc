/**
 * Runs once when the server starts: record socket addresses for rate limits, fail fast on bad
 * configuration or content, migrate the database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketRecorder } = await import("./lib/security/socket-recorder");
  installSocketRecorder();
  const { startServer } = await import("./lib/startup");
  await startServer();
}
