/** The embedded backend: content/ for editorial data, the database for transactions. */
import "server-only";
import { sql } from "drizzle-orm";
import type { Category, Post, PostSummary } from "../contract";
import { ApiError, notFound } from "../api/errors";
import { getCatalog, type Catalog } from "../content/catalog";
import { buildPostIndex } from "../content/journal-search";
import { getConnection, getDb, isConnectionFailure } from "../db/client";
import { getConfig, holdRulesOf } from "../config";
import { findBookingByToken, listBookings } from "../db/queries/bookings";
import { bookingLinkExpired, isBookingLinkExpired } from "../bookings/link-expiry";
import { toBookingView } from "../bookings/view";
import { getFlightOffset } from "../content/flights";
import { readBookingLifecycle } from "../bookings/lifecycle-view";
import { requestCancellation } from "../bookings/cancellation-request";
import { checkoutCloser } from "../bookings/cancellation-service";
import { listCancelledDepartureIds } from "../db/queries/cancellations";
import { listCredits } from "../db/queries/credits";
import { insertInquiry, listInquiries } from "../db/queries/inquiries";
import { listOutbox } from "../db/queries/mail-outbox";
import { renewBookingLink } from "../bookings/renew-link";
import { kickMailDelivery } from "../mail/delivery";
import { enquiryStaffNotice } from "../mail/messages";
import { resendMail } from "../mail/resend";
import { getQueerIntelligence, type QueerIntelligence } from "../ai";
import { getCheckoutService } from "../payments";
import type { CheckoutService } from "../payments/service";
import {
  confirmSubscriber,
  listSubscribers,
  subscribeAddress,
  unsubscribeByToken,
} from "../db/queries/subscribers";
import { upcomingDepartures } from "../bookings/departures";
import { isoDay } from "../bookings/money";
import { listHeldSeats } from "../db/queries/departures";
import { isReadingLive } from "./live-reads";
import type { Backend } from "./types";

const version = process.env.npm_package_version ?? "0.1.0";

/**
 * Seats held now, or undefined while the database is down: the packages are content and still
 * answer, with their departures as the pages show them; no checkout opens until it is back.
 */
async function heldSeatsIfReachable() {
  try {
    return await listHeldSeats(await getDb());
  } catch (error) {
    if (isConnectionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The departures the agency cancelled, on every read but the build's (which has no bookings to
 * read): a page render leaves them out as the API does. Unreachable database: none known.
 */
async function cancelledIfReachable(): Promise<Set<string>> {
  if (getConfig().NEXT_PHASE === "phase-production-build") return new Set();
  try {
    return await listCancelledDepartureIds(await getDb());
  } catch (error) {
    if (isConnectionFailure(error)) return new Set();
    throw error;
  }
}

function summarize({ content: _content, ...summary }: Post): PostSummary {
  return summary;
}

const indexes = new WeakMap<Catalog, ReturnType<typeof buildPostIndex>>();
function postIndex(catalog: Catalog) {
  let index = indexes.get(catalog);
  if (!index) {
    index = buildPostIndex(catalog.posts);
    indexes.set(catalog, index);
  }
  return index;
}

export function categoriesOf(posts: Post[]): Category[] {
  const counts = new Map<string, number>();
  for (const post of posts) counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function createEmbeddedBackend(
  catalog: () => Catalog = getCatalog,
  checkout: () => CheckoutService = getCheckoutService,
  ai: () => QueerIntelligence = getQueerIntelligence,
): Backend {
  return {
    mode: "embedded",
    async getDestinations() {
      return catalog().destinations;
    },
    async getSafety(destinationId) {
      const record = catalog().safety.get(destinationId);
      if (!record) throw notFound(`Safety data for destination "${destinationId}"`);
      return record;
    },
    async getPackages() {
      const today = isoDay();
      // An API answer counts the seats held now; a page render (perhaps at build, with no
      // database) shows the upcoming departures, and the booking step checks the seats.
      const held = isReadingLive() ? await heldSeatsIfReachable() : undefined;
      const rules = held ? holdRulesOf(getConfig()) : undefined;
      // A departure the agency cancelled is no longer offered, on a page or in the API.
      const cancelled = await cancelledIfReachable();
      return catalog()
        .packages.map((pkg) => ({
          ...pkg,
          departures: pkg.departures.filter((departure) => !cancelled.has(departure.id)),
        }))
        .map((pkg) => upcomingDepartures(pkg, today, held, rules));
    },
    async getPosts({ limit, featured, category }) {
      return catalog()
        .posts.filter((post) => featured === undefined || post.featured === featured)
        .filter((post) => category === undefined || post.category === category)
        .slice(0, limit)
        .map(summarize);
    },
    async getCategories() {
      return categoriesOf(catalog().posts);
    },
    async searchPosts(query) {
      return postIndex(catalog()).search(query).map(summarize);
    },
    async getPost(slug) {
      const post = catalog().posts.find((candidate) => candidate.slug === slug);
      if (!post) throw notFound(`Journal post "${slug}"`);
      return post;
    },
    async createInquiry(input) {
      const staff = getConfig().MAIL_TO_STAFF;
      const receipt = await insertInquiry(await getDb(), input, ({ id }) => [
        enquiryStaffNotice(input, id, staff),
      ]);
      void kickMailDelivery();
      return receipt;
    },
    async subscribe({ email }) {
      const outcome = await subscribeAddress(await getDb(), email, getConfig().SITE_URL);
      if (outcome === "confirmation_queued") void kickMailDelivery();
      return { status: "confirmation_sent" };
    },
    async confirmSubscription({ token }) {
      if (!(await confirmSubscriber(await getDb(), token))) {
        throw new ApiError("not_found", "This confirmation link is not valid or was already used");
      }
      return { status: "confirmed" };
    },
    async unsubscribe({ token }) {
      if (!(await unsubscribeByToken(await getDb(), token))) {
        throw new ApiError("not_found", "This unsubscribe link is not valid");
      }
      return { status: "unsubscribed" };
    },
    async getHealth() {
      let database: "ok" | "down" = "ok";
      try {
        const { db } = await getConnection();
        await db.execute(sql`select 1`);
      } catch {
        database = "down";
      }
      return { status: database === "ok" ? "ok" : "degraded", mode: "embedded", database, version };
    },
    listInquiries: async (page) => listInquiries(await getDb(), page),
    listSubscribers: async (page) => listSubscribers(await getDb(), page),
    createCheckout: async ({ origin, ...order }, client) =>
      checkout().createCheckout(order.package_id, origin, order, client),
    getCheckoutStatus: async (sessionId, _client, proof) =>
      checkout().getCheckoutStatus(sessionId, proof),
    async releaseCheckout({ hold_token }) {
      const released = await checkout().releaseCheckout(hold_token);
      if (!released) throw notFound("Checkout");
      return released;
    },
    getLocalCheckout: async (sessionId) => checkout().getLocalCheckout(sessionId),
    payLocalCheckout: async (input) => checkout().payLocal(input),
    getCreditCheckout: async (sessionId) => checkout().getCreditCheckout(sessionId),
    confirmCreditCheckout: async (input) => checkout().confirmCreditCheckout(input),
    receivePaymentWebhook: async (payload, signature) =>
      checkout().receiveWebhook(payload, signature),
    listBookings: async (page) => listBookings(await getDb(), undefined, page),
    async getBooking(token) {
      const row = await findBookingByToken(await getDb(), token);
      if (!row) throw notFound("Booking");
      const days = catalog().packages.find((pkg) => pkg.id === row.packageId)?.duration_days ?? 1;
      if (isBookingLinkExpired(row, days, isoDay())) throw bookingLinkExpired();
      return toBookingView(
        row,
        isoDay(),
        await readBookingLifecycle(await getDb(), row, isoDay()),
        getFlightOffset(row.packageId).kind === "included",
      );
    },
    async requestCancellation({ booking_token, quoted_tier }) {
      const { SITE_URL, MAIL_TO_STAFF } = getConfig();
      const receipt = await requestCancellation(
        await getDb(),
        { booking_token, quoted_tier },
        {
          findPackage: (id) => catalog().packages.find((pkg) => pkg.id === id),
          staffAddress: MAIL_TO_STAFF,
          siteUrl: SITE_URL,
          ...checkoutCloser(),
        },
      );
      void kickMailDelivery();
      return receipt;
    },
    listCredits: async (page) => listCredits(await getDb(), isoDay(), { limit: 1000, ...page }),
    async renewBookingLink(reference, actor) {
      const renewal = await renewBookingLink(await getDb(), reference, actor);
      void kickMailDelivery();
      return renewal;
    },
    listOutbox: async (page) => listOutbox(await getDb(), page),
    resendMail: async (id, actor) => resendMail(await getDb(), id, actor),
    getRecommendations: (input) => ai().recommend(input),
    listAgents: async () => ai().listAgents(),
    chatWithAgent: (input) => ai().chat(input),
    planTravel: (input) => ai().planTravel(input),
    researchSafety: (input) => ai().researchSafety(input),
    comparePrices: (input) => ai().comparePrices(input),
  };
}
