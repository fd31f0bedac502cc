import type { Metadata } from "next";
import { ContactPage } from "@/components/contact/contact-page";

export const revalidate = 300;

// Where an enquiry posted without the page's script lands: the contact page, thanking the visitor.
export const metadata: Metadata = {
  title: "Enquiry sent",
  robots: { index: false, follow: true },
  alternates: { canonical: "/contact" },
};

export default function Page() {
  return <ContactPage sentBefore />;
}
