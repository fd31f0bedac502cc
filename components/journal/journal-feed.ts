/** Where the journal's RSS feed lives, for the feed route's self link and pages' alternate links. */
export const journalFeed = "/blog/rss.xml";
