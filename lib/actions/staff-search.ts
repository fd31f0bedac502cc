"use server";
/**
 * The desk lists' search forms: the words arrive in the form's body and leave sealed in the list's
 * address (lib/staff/desk-search.ts), with the list's filters as it reads them (lib/staff/desk/).
 * Signed-in staff only, same-site only; nothing is stored.
 */
import { redirect } from "next/navigation";
import { requireStaffMember } from "../auth/current";
import { DESK_LISTS, enquiriesDesk } from "../staff/desk";
import type { AnyDeskList } from "../staff/desk/list";
import { sealForUrl } from "../staff/sealed-url";
import { sameSiteHeaders } from "./same-site";

/** Each list with a search box, by its name; a name that is none of them searches the enquiries. */
const SEARCHABLE = new Map<string, AnyDeskList>(
  Object.values(DESK_LISTS)
    .filter((list: AnyDeskList) => list.search)
    .map((list) => [list.name, list]),
);

export async function searchDeskList(form: FormData): Promise<void> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  const list = SEARCHABLE.get(String(form.get("list"))) ?? enquiriesDesk;
  // A NUL can match nothing stored, and the database refuses one in a comparison.
  const text = String(form.get("q") ?? "")
    .replaceAll("\0", "")
    .trim()
    .slice(0, 200);
  const values =
    list.query.safeParse(
      Object.fromEntries(list.filters.map(({ name }) => [name, form.get(name) ?? undefined])),
    ).data ?? {};
  const query = new URLSearchParams();
  if (text) query.set("search", sealForUrl("search", text, member.id));
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  redirect(`/staff/${list.name}${query.size > 0 ? `?${query}` : ""}`);
}
