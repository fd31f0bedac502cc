import { enforceRateLimit } from "./handler";

process.env.BACKEND_URL = "http://127.0.0.1:4000";
process.env.RATE_LIMIT_MAX = "1";

const hitRateLimit = jest.fn(async () => 99);
jest.mock("../db/queries/rate-limits", () => ({
  hitRateLimit: (...args: unknown[]) => hitRateLimit(...(args as [])),
}));
jest.mock("../db/client", () => ({ getDb: async () => ({}), isConnectionFailure: () => false }));
const onWorkers = jest.fn(() => true);
jest.mock("../runtime", () => ({ onCloudflareWorkers: () => onWorkers() }));

const visitor = { address: "198.51.100.7" };

describe("rate limits of a remote-mode front", () => {
  it("are left to the backend on Cloudflare Workers, which has no database to count in", async () => {
    await expect(enforceRateLimit("inquiries.create", visitor)).resolves.toBeUndefined();
    expect(hitRateLimit).not.toHaveBeenCalled();
  });

  it("are still counted by a Node.js front, which keeps its own database", async () => {
    onWorkers.mockReturnValue(false);
    await expect(enforceRateLimit("inquiries.create", visitor)).rejects.toMatchObject({
      code: "rate_limited",
    });
  });
});
