// Node flags the site's server runs with (`npm start`, the benches and the browser tests).
// A larger young generation: each request allocates a few hundred KB that dies young, and with
// V8's default 16 MB semi-spaces the collector ran every few dozen requests; at 50 concurrent
// enquiries that put p99 at 142-183 ms and single pauses over a second, against 123-153 ms and
// at most 0.5 s with 64 MB (measured side by side, README "Benchmarks and checks").
export const serverNodeFlags = ["--max-semi-space-size=64"];
