import { vi } from 'vitest';

/**
 * The files the page downloads from now on: their blobs are kept as the page makes their URLs, and
 * the download links' clicks go nowhere. `vi.restoreAllMocks()` ends the click stub.
 */
export function captureDownloads(): Blob[] {
  const downloads: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      downloads.push(blob);
      return 'blob:export';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return downloads;
}
