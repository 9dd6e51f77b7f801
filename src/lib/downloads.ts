// Saving files the app produces or fetches (documents, exports) on the person's machine.

/** An export's time in its file name: the UTC date and time, "20261128-223000". */
export const fileNameStamp = (instant: Date) =>
  instant.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");

/** The name a download is saved under: `name`, with the stored file's extension. */
export function downloadFileName({ name, file_path }: { name: string; file_path: string }): string {
  const extension = /\.[a-z0-9]+$/i.exec(file_path)?.[0] ?? "";
  const safeName = name.replace(/[\\/:*?"<>|]+/g, "-").trim();
  return safeName.toLowerCase().endsWith(extension.toLowerCase())
    ? safeName
    : `${safeName}${extension}`;
}

/** Saves `blob` as a file named `fileName` through a temporary object URL and a[download]. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
