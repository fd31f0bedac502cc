/** The Backend: one method per API call of the site, answered embedded or remotely. */
import type { StaffActor } from "../contract/staff";
import type {
  AgentChatRequest,
  AgentList,
  AgentResponse,
  BookingLinkRenewal,
  BookingRecord,
  BookingView,
  CancellationReceipt,
  CancellationRequest,
  Category,
  CheckoutStatus,
  CreateCheckoutResponse,
  CreditRecord,
  Destination,
  Health,
  InquiryInput,
  InquiryReceipt,
  InquiryRecord,
  CreditCheckout,
  CreditConfirmationInput,
  LocalCheckout,
  LocalPaymentInput,
  LocalPaymentResult,
  MailResend,
  NewsletterConfirmation,
  NewsletterInput,
  NewsletterReceipt,
  NewsletterTokenInput,
  NewsletterUnsubscription,
  OutboxRecord,
  Post,
  PostQuery,
  PostSummary,
  PriceComparisonRequest,
  RecommendationRequest,
  ReleaseCheckoutInput,
  ReleasedCheckout,
  RecommendationResponse,
  SafetyData,
  SafetyResearchRequest,
  StaffPageQuery,
  SubscriberRecord,
  TravelPackage,
  TravelPlanningRequest,
  WebhookReceipt,
} from "../contract";

/** What a checkout is for: a new booking (departure and travelers optional) or a balance. */
export interface CheckoutOrder {
  package_id: string;
  departure_id?: string;
  travelers?: number;
  booking_token?: string;
  /** The buyer's e-mail, when given: the provider prefills it and its holds are capped. */
  email?: string;
  /** The carbon offset for the package's flights, chosen at booking; priced by the server. */
  carbon_offset?: boolean;
  /** The hold token of the buyer's earlier checkout, released before this one holds seats. */
  replaces?: string;
  /** A travel credit's code (normalised, 16 characters) to take off what is due. */
  credit_code?: string;
}

/** The staff member (or the staff token) a staff action is recorded as in the audit log. */
export type { StaffActor };

/** Who is asking, for rate limits and for forwarding to an upstream backend. */
export interface ClientInfo {
  address: string;
}

export interface Backend {
  readonly mode: "embedded" | "remote";
  getDestinations(): Promise<Destination[]>;
  /** Throws a not_found ApiError for an unknown id. */
  getSafety(destinationId: string): Promise<SafetyData>;
  getPackages(): Promise<TravelPackage[]>;
  getPosts(query: PostQuery): Promise<PostSummary[]>;
  getCategories(): Promise<Category[]>;
  searchPosts(query: string): Promise<PostSummary[]>;
  /** Throws a not_found ApiError for an unknown slug. */
  getPost(slug: string): Promise<Post>;
  /** Resolves only once the enquiry is committed. */
  createInquiry(input: InquiryInput, client: ClientInfo): Promise<InquiryReceipt>;
  /** Queues the confirmation mail with the pending address; the answer never says who subscribes. */
  subscribe(input: NewsletterInput, client: ClientInfo): Promise<NewsletterReceipt>;
  /** Spends a confirmation link's token; throws not_found for an unknown or used one. */
  confirmSubscription(
    input: NewsletterTokenInput,
    client: ClientInfo,
  ): Promise<NewsletterConfirmation>;
  /** Unsubscribes by a newsletter's token (again is fine); throws not_found for an unknown one. */
  unsubscribe(input: NewsletterTokenInput, client: ClientInfo): Promise<NewsletterUnsubscription>;
  getHealth(): Promise<Health>;
  /** Newest first, a page at a time (500 by default). */
  listInquiries(page?: StaffPageQuery): Promise<InquiryRecord[]>;
  /** Newest first, a page at a time (5,000 by default). */
  listSubscribers(page?: StaffPageQuery): Promise<SubscriberRecord[]>;
  /** origin is already checked against the allowed origins; throws not_found for an unknown package. */
  createCheckout(
    input: CheckoutOrder & { origin: string },
    client: ClientInfo,
  ): Promise<CreateCheckoutResponse>;
  /**
   * Fulfils the booking when the provider says paid; throws not_found for an unknown session.
   * `client` is forwarded by a remote-mode front, whose upstream limits reads per visitor.
   */
  /**
   * `proof`: the hold token of the checkout the asking browser started; without it a paid
   * checkout's status carries no private booking link.
   */
  getCheckoutStatus(
    sessionId: string,
    client?: ClientInfo,
    proof?: string,
  ): Promise<CheckoutStatus>;
  /** Gives an unpaid checkout's seats back by its hold token; not_found for an unknown token. */
  releaseCheckout(input: ReleaseCheckoutInput, client: ClientInfo): Promise<ReleasedCheckout>;
  /** The local test checkout's page data; not_found under Stripe. */
  getLocalCheckout(sessionId: string): Promise<LocalCheckout>;
  /** Pays a local test checkout; throws card_declined for a declined card. */
  payLocalCheckout(input: LocalPaymentInput, client: ClientInfo): Promise<LocalPaymentResult>;
  /** A booking checkout a travel credit pays in full, for its confirmation page. */
  getCreditCheckout(sessionId: string): Promise<CreditCheckout>;
  /** Books it for the lead traveler named; gone once its seats' hold has ended. */
  confirmCreditCheckout(
    input: CreditConfirmationInput,
    client: ClientInfo,
  ): Promise<LocalPaymentResult>;
  /** Stripe's webhook, verified against the raw body. */
  receivePaymentWebhook(payload: string, signature: string | null): Promise<WebhookReceipt>;
  /** Overdue balances first, then newest first; a page at a time (1,000 by default). */
  listBookings(page?: StaffPageQuery): Promise<BookingRecord[]>;
  /** The booking behind a private link; not_found for an unknown or revoked link. */
  getBooking(token: string): Promise<BookingView>;
  /**
   * The traveler asks to cancel by their booking's link, recorded with when it arrived; not_found
   * for an unknown or revoked link, gone for an expired one, conflict for a second request.
   */
  requestCancellation(input: CancellationRequest, client: ClientInfo): Promise<CancellationReceipt>;
  /** Travel credits, newest first, with what each has left and its uses (staff). */
  listCredits(page?: StaffPageQuery): Promise<CreditRecord[]>;
  /**
   * Staff replace a booking's private link and mail the new one; not_found for an unknown
   * reference. Recorded as `actor`'s (remotely: as the upstream's staff token's).
   */
  renewBookingLink(reference: string, actor: StaffActor): Promise<BookingLinkRenewal>;
  /** Newest first, a page at a time (1,000 by default). */
  listOutbox(page?: StaffPageQuery): Promise<OutboxRecord[]>;
  /**
   * Staff send a failed mail again; not_found for an unknown mail, conflict for one that has not
   * failed. Recorded as `actor`'s (remotely: as the upstream's staff token's).
   */
  resendMail(id: string, actor: StaffActor): Promise<MailResend>;
  /** POST /ai/recommendations: one item per provider that answered, plus the local lenses. */
  getRecommendations(
    input: RecommendationRequest,
    client: ClientInfo,
  ): Promise<RecommendationResponse>;
  /** GET /agents/list. */
  listAgents(): Promise<AgentList>;
  /** POST /agents/chat, the customer_service agent: { answer }. */
  chatWithAgent(input: AgentChatRequest, client: ClientInfo): Promise<AgentResponse>;
  /** POST /agents/travel-planning: { itinerary }. */
  planTravel(input: TravelPlanningRequest, client: ClientInfo): Promise<AgentResponse>;
  /** POST /agents/safety-research: { safety_report }. */
  researchSafety(input: SafetyResearchRequest, client: ClientInfo): Promise<AgentResponse>;
  /** POST /agents/price-comparison: { analysis }. */
  comparePrices(input: PriceComparisonRequest, client: ClientInfo): Promise<AgentResponse>;
}
