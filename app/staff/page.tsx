import { redirect } from "next/navigation";

// The desk opens on its enquiries; that page sends anyone not signed in to sign in.
export default function StaffPage() {
  redirect("/staff/enquiries");
}
