/**
 * The desk's one data path: the database of the instance it runs on. A remote-mode front (with
 * BACKEND_URL) forwards the site's API to its upstream, but the desk, its exports and its audit log
 * are not forwarded: rather than show one database's list and export another's, the desk refuses
 * there, clearly, and staff use the desk of the instance that owns the database.
 */
import "server-only";
import { ApiError } from "../../api/errors";
import { getConfig } from "../../config";

export const DESK_ON_FRONT =
  "This instance is a remote-mode front: the staff desk and its exports work on the instance that owns the database, not here";

/** Whether this instance is a remote-mode front. */
export const isRemoteFront = (): boolean => !!getConfig().BACKEND_URL;

/** A desk export or read asked of a front: 409 with the reason. */
export function refuseOnRemoteFront(): void {
  if (isRemoteFront()) throw new ApiError("conflict", DESK_ON_FRONT);
}
