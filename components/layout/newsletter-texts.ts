/** What the footer's newsletter box answers, shared by the box and the page a post without script lands on. */

// The same answer whether or not the address was subscribed before: the box tells no one who is.
export const newsletterSubscribedText =
  "Thank you! Please check your inbox and confirm your subscription.";
export const newsletterFailedText = "Failed to subscribe. Please try again.";
