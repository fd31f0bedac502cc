/** Runs once when the server starts: fail fast on bad configuration or content, migrate the database. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/startup");
  await startServer();
}
