// A PGlite dump (a tarball of a data folder) read from its file, as PGlite's loadDataDir takes it.
import { readFile } from 'node:fs/promises';

/**
 * The dump as PGlite reads it: PGlite asks for the whole tarball at once (arrayBuffer), which a
 * Blob made from the file's bytes answers by copying them in chunks (about a second and a half for
 * the demo's 150 MB). This one answers with the bytes read once; PGlite only reads them.
 */
class DumpBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** The dump in `file`, for PGlite's loadDataDir. */
export async function readDump(file: string): Promise<Blob> {
  const bytes = await readFile(file);
  return new DumpBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
