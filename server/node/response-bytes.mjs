// The bytes of a chunk given to ServerResponse#write or #end: undefined when the argument is no
// data (nothing, or the callback in its place).

/** A Buffer for `chunk` written with `encoding`, or undefined when there is nothing to write. */
export function bytesOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return undefined;
  return Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
}
