import { DeskHeader } from "@/components/staff/desk-header";
import { requireStaffMember } from "@/lib/auth/current";

// Every desk page needs a signed-in staff member; each page asks again for its own data.
export default async function DeskLayout({ children }: { children: React.ReactNode }) {
  const member = await requireStaffMember();
  return (
    <>
      <DeskHeader member={member} />
      <div className="bg-cream py-10 md:py-14">{children}</div>
    </>
  );
}
