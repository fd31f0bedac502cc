/**
 * The terms say what the cancellation code does: the schedule's days, the one fee a fixed-price
 * package carries, supplier costs with their reasons, credits that are never money, the agency's
 * $500. Each figure is read from the rules' own constants, so the text cannot drift from them.
 */
import {
  AGENCY_CANCELLATION_CREDIT,
  CREDIT_VALID_MONTHS,
  FULL_REFUND_AFTER_DAYS,
  HALF_REFUND_FROM_DAYS,
  HALF_REFUND_SHARE,
  PROCESSING_FEE,
} from "../bookings/cancellation";
import { loadCatalog } from "./catalog";

const catalog = loadCatalog();
const body = (slug: string) =>
  (catalog.legal.find((document) => document.slug === slug)?.body ?? "").replace(/\*\*/g, "");
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

describe("the terms' cancellation by you", () => {
  const terms = body("terms");
  const section = terms.slice(terms.indexOf("## 8."), terms.indexOf("## 9."));

  it("states the schedule with the code's days and fee", () => {
    expect(section).toContain(
      `| More than ${FULL_REFUND_AFTER_DAYS} days before travel | A full refund, minus a $${PROCESSING_FEE} processing fee |`,
    );
    expect(section).toContain(
      `| ${HALF_REFUND_FROM_DAYS} to ${FULL_REFUND_AFTER_DAYS} days before travel | A ${HALF_REFUND_SHARE * 100}% refund of what you paid, minus supplier costs we cannot recover |`,
    );
    expect(section).toContain(
      `| Fewer than ${HALF_REFUND_FROM_DAYS} days before travel | No refund`,
    );
    expect(section).toContain(`within ${CREDIT_VALID_MONTHS} months of its issue`);
  });

  it("says exactly which fees a fixed-price package carries", () => {
    const fees = sentencesOf(section).filter((sentence) => /fee/i.test(sentence));
    expect(fees).toContain("A fixed-price package carries no planning fee.");
    expect(fees).toContain(
      `The $${PROCESSING_FEE} processing fee is the only fee we keep, and only when your notice reaches us more than ${FULL_REFUND_AFTER_DAYS} days before travel.`,
    );
    expect(section).toContain("our team enters each one with its reason, and we show you both");
    // No other fee is named for a package: no change, booking or rush fee here.
    expect(section).not.toMatch(/change fee|booking fee|rush surcharge/i);
  });

  it("counts from the notice's arrival in UTC days, and keeps credit from becoming money", () => {
    expect(section).toContain("from the date we receive your notice");
    expect(section).toContain("Coordinated Universal Time (UTC)");
    expect(section).toContain("A credit is never paid out as money");
  });

  it("gives the agency's $500 credit when we cancel", () => {
    expect(terms).toContain(
      `full refund of everything you paid us, plus a $${AGENCY_CANCELLATION_CREDIT} credit`,
    );
    expect(body("client-agreement")).toContain(
      `full refund of everything you have paid us, plus a $${AGENCY_CANCELLATION_CREDIT} credit`,
    );
  });
});

describe("the client agreement's cancellation by you", () => {
  it("sends a fixed-price package to the terms, with no planning fee", () => {
    const agreement = body("client-agreement");
    expect(agreement).toContain(
      `A fixed-price package bought on our website has no planning fee, so the first row keeps only the $${PROCESSING_FEE} processing fee`,
    );
    expect(agreement).toContain(`valid for ${CREDIT_VALID_MONTHS} months`);
  });
});
