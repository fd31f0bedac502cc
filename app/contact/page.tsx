import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadata } from "@/lib/seo";

export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Contact Us",
  description:
    "Book a free 30-60 minute consultation, virtual or by phone, or send us an enquiry about your next journey. We reply within 24 hours.",
  path: "/contact",
});

export default function Page() {
  return <ContactPage />;
}
