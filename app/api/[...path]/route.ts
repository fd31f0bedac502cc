/** Any /api path that no route answers gets the envelope, not the HTML 404 page. */
import { ApiError } from "@/lib/api/errors";

const unknownPath = async () => new ApiError("not_found", "No such API endpoint").toResponse();

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
