/** What the staff API shows, to tell whether an attack stored anything. */
import type { InquiryRecord } from "@/lib/contract";

async function staffGet(site: string, token: string, path: string): Promise<unknown[]> {
  const response = await fetch(`${site}/api/staff/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`staff ${path} answered ${response.status}`);
  return (await response.json()) as unknown[];
}

/** Counts and full text of stored enquiries, subscribers and bookings. */
export async function storedByStaff(site: string, token: string) {
  const [inquiries, subscribers, bookings] = await Promise.all(
    ["inquiries", "subscribers", "bookings"].map((path) => staffGet(site, token, path)),
  );
  return {
    counts: {
      inquiries: inquiries!.length,
      subscribers: subscribers!.length,
      bookings: bookings!.length,
    },
    text: JSON.stringify([inquiries, subscribers, bookings]),
  };
}

/** The stored enquiry whose message contains marker. */
export async function storedRecordOf(
  site: string,
  token: string,
  marker: string,
): Promise<InquiryRecord | undefined> {
  const records = (await staffGet(site, token, "inquiries")) as InquiryRecord[];
  return records.find((record) => record.message.includes(marker));
}
