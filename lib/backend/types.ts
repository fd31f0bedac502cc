/** The Backend: one method per API call of SPEC.md section 7, answered embedded or remotely. */
import type {
  Category,
  Destination,
  Health,
  InquiryInput,
  InquiryReceipt,
  InquiryRecord,
  NewsletterInput,
  NewsletterReceipt,
  Post,
  PostQuery,
  PostSummary,
  SafetyData,
  SubscriberRecord,
  TravelPackage,
} from "../contract";

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
  subscribe(input: NewsletterInput, client: ClientInfo): Promise<NewsletterReceipt>;
  getHealth(): Promise<Health>;
  listInquiries(): Promise<InquiryRecord[]>;
  listSubscribers(): Promise<SubscriberRecord[]>;
}
