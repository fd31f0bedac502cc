import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  addressGroup,
  resolveClientAddress,
  SOCKET_ADDRESS_HEADER,
  SOCKET_SEAL,
  UNATTRIBUTED,
  type ClientAddressConfig,
} from "./client-address";
import { installSocketRecorder } from "./socket-recorder";
import { clientAddressConfig, parseConfig } from "../config";

const socket: ClientAddressConfig = { source: "socket", trustedProxies: 1 };
const forwarded = (trustedProxies: number): ClientAddressConfig => ({
  source: "x-forwarded-for",
  trustedProxies,
});

function resolve(headers: Record<string, string>, config: ClientAddressConfig) {
  return resolveClientAddress(new Headers(headers), config);
}

/** Sends one request to a real Node.js server and resolves the address its handler would see. */
async function throughServer(
  headers: Record<string, string>,
  config: ClientAddressConfig,
): Promise<string> {
  let seen = "";
  const server = http.createServer((req, res) => {
    const fetchHeaders = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") fetchHeaders.set(name, value);
    }
    seen = resolveClientAddress(fetchHeaders, config);
    res.end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  try {
    await fetch(`http://127.0.0.1:${port}/`, { headers });
  } finally {
    await new Promise((done) => server.close(done));
  }
  return seen;
}

describe("the visitor's address for rate limits", () => {
  describe("from the socket (the default)", () => {
    it("shares one bucket when no recorder runs, whatever the client sends", () => {
      expect((globalThis as Record<symbol, unknown>)[SOCKET_SEAL]).toBeUndefined();
      expect(resolve({ [SOCKET_ADDRESS_HEADER]: "1.2.3.4" }, socket)).toBe(UNATTRIBUTED);
      expect(resolve({ "x-forwarded-for": "1.2.3.4" }, socket)).toBe(UNATTRIBUTED);
      expect(resolve({}, socket)).toBe(UNATTRIBUTED);
    });

    it("reads the socket's address under the recorder, and a forged header changes nothing", async () => {
      installSocketRecorder();
      installSocketRecorder(); // a second install keeps the first seal and wraps nothing twice
      expect(await throughServer({}, socket)).toBe("127.0.0.1");
      expect(
        await throughServer(
          {
            [SOCKET_ADDRESS_HEADER]: "203.0.113.9",
            "x-forwarded-for": "203.0.113.9",
            "cf-connecting-ip": "203.0.113.9",
          },
          socket,
        ),
      ).toBe("127.0.0.1");
      // A client who guesses the header's shape still lacks the process's seal.
      expect(resolve({ [SOCKET_ADDRESS_HEADER]: "seal 203.0.113.9" }, socket)).toBe(UNATTRIBUTED);
    });
  });

  describe("from X-Forwarded-For", () => {
    it("takes the entry the last trusted proxy added, not what the client wrote to its left", () => {
      expect(resolve({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }, forwarded(1))).toBe(
        "198.51.100.7",
      );
      expect(resolve({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" }, forwarded(2))).toBe(
        "198.51.100.7",
      );
      expect(resolve({ "x-forwarded-for": "198.51.100.7" }, forwarded(1))).toBe("198.51.100.7");
    });

    it("counts an entry that is no address as the shared bucket, not a client of its own", () => {
      for (const junk of ["junk-1", "junk-2", "unknown", "300.1.2.3", "2001:db8::1::2", "x; y"]) {
        expect(resolve({ "x-forwarded-for": `6.6.6.6, ${junk}` }, forwarded(1))).toBe(UNATTRIBUTED);
        expect(resolve({ "x-real-ip": junk }, { source: "x-real-ip", trustedProxies: 1 })).toBe(
          UNATTRIBUTED,
        );
      }
      for (const address of [
        "198.51.100.7:4431",
        "[2001:db8::7]:443",
        "2001:db8::7",
        "fe80::1%eth0",
      ]) {
        expect(resolve({ "x-forwarded-for": address }, forwarded(1))).toBe(address);
      }
    });

    it("shares one bucket when the request did not pass every trusted proxy", () => {
      expect(resolve({ "x-forwarded-for": "198.51.100.7" }, forwarded(2))).toBe(UNATTRIBUTED);
      expect(resolve({}, forwarded(1))).toBe(UNATTRIBUTED);
      expect(resolve({ "x-forwarded-for": " , " }, forwarded(1))).toBe(UNATTRIBUTED);
    });

    it("ignores the socket header and platform headers", () => {
      expect(
        resolve({ "x-real-ip": "6.6.6.6", "x-forwarded-for": "198.51.100.7" }, forwarded(1)),
      ).toBe("198.51.100.7");
    });
  });

  describe("from a named platform header", () => {
    it.each(["cf-connecting-ip", "x-real-ip", "fly-client-ip", "true-client-ip"] as const)(
      "reads %s and nothing else",
      (source) => {
        const config = { source, trustedProxies: 1 };
        expect(resolve({ [source]: " 198.51.100.7 ", "x-forwarded-for": "6.6.6.6" }, config)).toBe(
          "198.51.100.7",
        );
        expect(resolve({ "x-forwarded-for": "6.6.6.6" }, config)).toBe(UNATTRIBUTED);
      },
    );
  });

  it("counts a value too long to be an address as the shared bucket", () => {
    const long = "a".repeat(300);
    expect(resolve({ "x-real-ip": long }, { source: "x-real-ip", trustedProxies: 1 })).toBe(
      UNATTRIBUTED,
    );
  });

  describe("configuration", () => {
    it("uses the socket unless told otherwise", () => {
      expect(clientAddressConfig(parseConfig({}))).toEqual({ source: "socket", trustedProxies: 1 });
    });

    it("reads a named source and the number of proxies", () => {
      expect(
        clientAddressConfig(
          parseConfig({ CLIENT_ADDRESS_SOURCE: "x-forwarded-for", TRUSTED_PROXIES: "2" }),
        ),
      ).toEqual({ source: "x-forwarded-for", trustedProxies: 2 });
      expect(
        clientAddressConfig(parseConfig({ CLIENT_ADDRESS_SOURCE: "cf-connecting-ip" })).source,
      ).toBe("cf-connecting-ip");
    });

    it("keeps TRUST_PROXY=1 as the older name for X-Forwarded-For", () => {
      expect(clientAddressConfig(parseConfig({ TRUST_PROXY: "1" }))).toEqual({
        source: "x-forwarded-for",
        trustedProxies: 1,
      });
      expect(() =>
        parseConfig({ TRUST_PROXY: "1", CLIENT_ADDRESS_SOURCE: "cf-connecting-ip" }),
      ).toThrow("Invalid configuration: TRUST_PROXY");
    });

    it("refuses an unknown source and a zero proxy count", () => {
      expect(() => parseConfig({ CLIENT_ADDRESS_SOURCE: "x-client-address" })).toThrow(
        "Invalid configuration: CLIENT_ADDRESS_SOURCE",
      );
      expect(() => parseConfig({ TRUSTED_PROXIES: "0" })).toThrow(
        "Invalid configuration: TRUSTED_PROXIES",
      );
    });
  });
});

describe("the key a per-address limit counts under", () => {
  it("is an IPv4 address itself, without a port", () => {
    expect(addressGroup("203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("203.0.113.9:51234")).toBe("203.0.113.9");
  });

  it("is the /64 network of an IPv6 address, however the address is written", () => {
    const one = addressGroup("2001:db8:85a3:42:1:2:3:4");
    expect(one).toBe("2001:db8:85a3:42::/64");
    // Every other address of that /64 is the same visitor: a fresh address is no fresh limit.
    for (const other of [
      "2001:db8:85a3:42::1",
      "2001:0DB8:85A3:0042:ffff:ffff:ffff:fffe",
      "[2001:db8:85a3:42::9]:443",
      "2001:db8:85a3:42:a::b%eth0",
      "2001:db8:85a3:42:0:0:192.0.2.1",
    ]) {
      expect(addressGroup(other)).toBe(one);
    }
    expect(addressGroup("2001:db8:85a3:43::1")).not.toBe(one);
    expect(addressGroup("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });

  it("is the IPv4 address of an IPv4-mapped IPv6 address", () => {
    expect(addressGroup("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressGroup("::FFFF:cb00:7109")).toBe("203.0.113.9");
  });

  it("leaves what is not an address as it was", () => {
    expect(addressGroup(UNATTRIBUTED)).toBe(UNATTRIBUTED);
    for (const odd of ["2001:db8::1::2", "1:2:3:4:5:6:7:8:9", "fe80::g", "300.1.2.3", ""]) {
      expect(addressGroup(odd)).toBe(odd);
    }
  });
});
