/** The local test checkout's cards, as in Stripe's test mode: one pays, everything else declines. */
export const TEST_CARD_PAYS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const DECLINED_MESSAGE = "Your card was declined.";

/** Only the published test card pays, so a real card number typed here is never accepted. */
export function testCardOutcome(cardNumber: string): "paid" | "declined" {
  return cardNumber === TEST_CARD_PAYS ? "paid" : "declined";
}
