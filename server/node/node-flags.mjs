// Node flags the site's server runs with (`npm start`, the benches and the browser tests).
// A larger young generation: each request allocates a few hundred KB that dies young, and with
// V8's default 16 MB semi-spaces the collector ran every few dozen requests and promoted enough to
// old space for pauses of over a second at 50 concurrent enquiries. Measured side by side on
// enquiry writes: default p99 142-183 ms with pauses up to 1.6 s; 64 MB p99 97-153 ms with pauses
// up to 0.9 s; 128 MB p99 96-129 ms with pauses of at most 0.18 s. The young generation only grows
// that large under such load (up to 2 x 128 MB); an idle server stays small.
export const serverNodeFlags = ["--max-semi-space-size=128"];
