/** Reads and validates the environment once; a bad value stops the site with one line naming it. */
import { z } from "zod";
import type { HoldRules } from "./bookings/hold-rules";
import { CLIENT_ADDRESS_SOURCES, type ClientAddressConfig } from "./security/client-address";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const intBetween = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Next.js's phase: "phase-production-build" while pages are prerendered (no checkout runs). */
    NEXT_PHASE: optionalString,
    PORT: positiveInt(3000),
    /** Defaults to http://localhost:$PORT (below). */
    SITE_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/ })
        .transform((value) => new URL(value).origin)
        .optional(),
    ),
    BACKEND_URL: optionalUrl.transform((value) => value?.replace(/\/+$/, "")),
    BACKEND_TIMEOUT_MS: positiveInt(10_000),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    STAFF_TOKEN: optionalString.pipe(
      z.string().min(24, "must be at least 24 characters").optional(),
    ),
    /** Signs staff sessions' cookies; generated into DATA_DIR/auth-secret when unset. */
    BETTER_AUTH_SECRET: optionalString.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    /** Where rate limits read the visitor's address (lib/security/client-address.ts). */
    CLIENT_ADDRESS_SOURCE: optionalString.pipe(z.enum(CLIENT_ADDRESS_SOURCES).optional()),
    /** With CLIENT_ADDRESS_SOURCE=x-forwarded-for: how many proxies you run in front of the site. */
    TRUSTED_PROXIES: positiveInt(1),
    /** Older name: 1 means CLIENT_ADDRESS_SOURCE=x-forwarded-for with TRUSTED_PROXIES proxies. */
    TRUST_PROXY: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    RATE_LIMIT_MAX: positiveInt(30),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    /** Reads of one checkout's status per client address and minute (the success page makes 5). */
    CHECKOUT_STATUS_READS_PER_MINUTE: positiveInt(60),
    /** How long an unpaid checkout holds its seats, in minutes. */
    CHECKOUT_HOLD_MINUTES: intBetween(1, 60, 15),
    /** The largest party one online booking may name; larger groups are sent to an enquiry. */
    BOOKING_MAX_TRAVELERS: intBetween(1, 60, 8),
    /** Seats that unpaid checkouts from one client address (an IPv6 /64) may hold at once. */
    HOLD_SEATS_PER_ADDRESS: positiveInt(16),
    /** Seats that unpaid checkouts given one e-mail address may hold at once. */
    HOLD_SEATS_PER_EMAIL: positiveInt(8),
    /** Seats that unpaid checkouts from one IPv6 /48 network (a site's many /64s) may hold at once. */
    HOLD_SEATS_PER_NETWORK: positiveInt(32),
    /** Departures one client address or e-mail may hold seats on in unpaid checkouts at once. */
    HOLD_DEPARTURES_PER_CLIENT: positiveInt(2),
    /** Percent of one departure's seats one client's unpaid checkouts may hold (two at least). */
    HOLD_DEPARTURE_SHARE: intBetween(1, 100, 50),
    /** Staff are told when unpaid checkouts hold more than this percent of a departure. */
    HOLD_NOTICE_SHARE: intBetween(1, 100, 50),
    /** Travel credit codes one client address (an IPv6 /64) may try in an hour, right or wrong. */
    CREDIT_CODE_TRIES_PER_HOUR: positiveInt(10),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /**
     * 1: run the free test checkout on a public SITE_URL anyway (a demonstration or staging site),
     * where without it the site refuses to start with no STRIPE_SECRET_KEY.
     */
    ALLOW_TEST_CHECKOUT: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /** Another Stripe API host (e.g. a local stand-in for tests); Stripe's own when unset. */
    STRIPE_API_BASE: optionalUrl,
    /** Extra origins a checkout may return to, comma-separated: the public site in front of a backend. */
    CHECKOUT_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ })))
      .transform((urls) => urls.map((url) => new URL(url).origin)),
    OPENAI_API_KEY: optionalString,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    /** Another OpenAI-compatible chat completions API (a local model server, a test stand-in). */
    OPENAI_BASE_URL: optionalUrl,
    ANTHROPIC_API_KEY: optionalString,
    ANTHROPIC_MODEL: z.string().default("claude-3-5-haiku-latest"),
    GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
    GOOGLE_MODEL: z.string().default("gemini-2.0-flash"),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().default("Lavender Compass <concierge@lavendercompass.example>"),
    MAIL_TO_STAFF: z.string().default("concierge@lavendercompass.example"),
    /**
     * How often the sender tries a mail before leaving it failed for staff to send again. Tries
     * start 25 seconds apart and double up to an hour: 60 keep a mail trying for about two days.
     */
    MAIL_MAX_ATTEMPTS: positiveInt(60),
    NEXT_PUBLIC_SCHEDULING_URL: optionalUrl,
  })
  .transform(({ SITE_URL, ...config }) => ({
    ...config,
    SITE_URL: SITE_URL ?? `http://localhost:${config.PORT}`,
  }))
  // Without the signing secret every webhook is refused, and a traveler who closes the tab
  // before the booking page has paid without a booking: so Stripe needs both or neither.
  .refine((config) => !config.STRIPE_SECRET_KEY || config.STRIPE_WEBHOOK_SECRET, {
    path: ["STRIPE_WEBHOOK_SECRET"],
    message: "must be set when STRIPE_SECRET_KEY is set",
  })
  // A real deployment must not take bookings on the free test checkout by accident: real travelers
  // would "pay" nothing and believe they had booked. The instance that runs the checkout (not a
  // remote-mode front) needs Stripe on a public origin, unless the operator asks for the test one.
  .superRefine((config, context) => {
    if (config.BACKEND_URL || config.STRIPE_SECRET_KEY || config.ALLOW_TEST_CHECKOUT) return;
    if (!isPublicOrigin(config.SITE_URL) || config.NEXT_PHASE === "phase-production-build") return;
    context.addIssue({
      code: "custom",
      path: ["STRIPE_SECRET_KEY"],
      message: `is not set, and SITE_URL ${config.SITE_URL} is public: travelers there would book on the free test checkout and pay nothing. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_CHECKOUT=1 to run the test checkout on a public site on purpose`,
    });
  })
  // Otherwise a party the site offers online could never be held.
  .refine((config) => config.HOLD_SEATS_PER_ADDRESS >= config.BOOKING_MAX_TRAVELERS, {
    path: ["HOLD_SEATS_PER_ADDRESS"],
    message: "must be at least BOOKING_MAX_TRAVELERS",
  })
  .refine((config) => config.HOLD_SEATS_PER_EMAIL >= config.BOOKING_MAX_TRAVELERS, {
    path: ["HOLD_SEATS_PER_EMAIL"],
    message: "must be at least BOOKING_MAX_TRAVELERS",
  })
  .refine(
    (config) =>
      !config.TRUST_PROXY ||
      !config.CLIENT_ADDRESS_SOURCE ||
      config.CLIENT_ADDRESS_SOURCE === "x-forwarded-for",
    {
      path: ["TRUST_PROXY"],
      message: "=1 means CLIENT_ADDRESS_SOURCE=x-forwarded-for; set only one of them",
    },
  );

export type Config = z.infer<typeof configSchema>;

/** Parses an environment; throws one line naming the first bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  throw new Error(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
}

/**
 * Whether an origin is a public one real travelers may reach: a host that is neither this machine
 * (localhost, *.localhost, 127.0.0.0/8 or ::1) nor a private network's (10/8, 172.16/12,
 * 192.168/16, 169.254/16, fc00::/7, fe80::/10, a name under .local or .internal), over http or
 * https alike: a public site served over plain http is still public, only less safe. A laptop's
 * http://localhost and a phone test on http://192.168.1.20:3000 are not.
 */
export function isPublicOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return !isLoopbackHost(hostname) && !isPrivateNetworkHost(hostname);
}

/** An address of a private network, or a name only a local network resolves. */
function isPrivateNetworkHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host.endsWith(".local") || host.endsWith(".internal")) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  // IPv6 in a URL is bracketed: unique local (fc00::/7) and link-local (fe80::/10).
  return /^\[f[cd][0-9a-f]{0,2}:/.test(host) || /^\[fe[89ab][0-9a-f]?:/.test(host);
}

/** localhost, a name under .localhost, an IPv4 address in 127.0.0.0/8, or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === "[::1]"
  );
}

/** Whether this instance takes bookings on the free test checkout while being a public site. */
export const runsTestCheckoutInPublic = (config: Config) =>
  !config.BACKEND_URL && !config.STRIPE_SECRET_KEY && isPublicOrigin(config.SITE_URL);

/** The configured source of the visitor's address; the socket's unless a proxy or host is named. */
export function clientAddressConfig(config: Config): ClientAddressConfig {
  const source =
    config.CLIENT_ADDRESS_SOURCE ?? (config.TRUST_PROXY ? "x-forwarded-for" : "socket");
  return { source, trustedProxies: config.TRUSTED_PROXIES };
}

/** The rules for seats held by checkouts not yet paid (lib/bookings/hold-rules.ts). */
export function holdRulesOf(config: Config): HoldRules {
  return {
    holdMinutes: config.CHECKOUT_HOLD_MINUTES,
    maxTravelers: config.BOOKING_MAX_TRAVELERS,
    seatsPerAddress: config.HOLD_SEATS_PER_ADDRESS,
    seatsPerEmail: config.HOLD_SEATS_PER_EMAIL,
    // A network holds at least what one of its addresses may.
    seatsPerNetwork: Math.max(config.HOLD_SEATS_PER_NETWORK, config.HOLD_SEATS_PER_ADDRESS),
    departuresPerClient: config.HOLD_DEPARTURES_PER_CLIENT,
    departureSharePercent: config.HOLD_DEPARTURE_SHARE,
    noticeSharePercent: config.HOLD_NOTICE_SHARE,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
