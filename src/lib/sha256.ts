// SHA-256 in the browser (SubtleCrypto), as the database keeps it: lowercase hex.

/** The SHA-256 of `file`'s bytes in lowercase hex, e.g. what legal_documents.sha256 records. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
