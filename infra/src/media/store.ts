import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaSize } from '@decorlook/domain';

/** One person's picture: where its bytes and variants are kept and served from. */
export interface MediaKey {
  userId: number;
  hash: string;
}

/**
 * Where uploaded bytes and their rendered variants live: a port, so the local directory of the
 * embedded default and an S3-compatible store of the scale-out topology are interchangeable.
 * The keys are content hashes, so a put never changes what an earlier put wrote.
 */
export interface MediaStore {
  putOriginal(key: MediaKey, bytes: Buffer): Promise<void>;
  getOriginal(key: MediaKey): Promise<Buffer | null>;
  putVariant(key: MediaKey, size: MediaSize, bytes: Buffer): Promise<void>;
  getVariant(key: MediaKey, size: MediaSize): Promise<Buffer | null>;
  /** Deletes the picture: its original and every size of it (an erasure). Nothing there is no error. */
  remove(key: MediaKey): Promise<void>;
}

const HASH = /^[0-9a-f]{32}$/;

/** The key as a path below the store's directory; anything that could step outside is refused. */
function folderOf(dir: string, key: MediaKey): string {
  if (!Number.isSafeInteger(key.userId) || key.userId <= 0 || !HASH.test(key.hash)) throw new Error(`not a media key: ${key.userId}/${key.hash}`);
  return path.join(dir, String(key.userId), key.hash);
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** `<dir>/<userId>/<hash>/original` and `<dir>/<userId>/<hash>/<size>.webp`. */
export class LocalDirectoryMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  /** Written beside the target and renamed into place, so a reader never sees half a file. */
  private async put(file: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async putOriginal(key: MediaKey, bytes: Buffer) {
    return this.put(path.join(folderOf(this.dir, key), 'original'), bytes);
  }
  async getOriginal(key: MediaKey) {
    return readOrNull(path.join(folderOf(this.dir, key), 'original'));
  }
  async putVariant(key: MediaKey, size: MediaSize, bytes: Buffer) {
    return this.put(path.join(folderOf(this.dir, key), `${size}.webp`), bytes);
  }
  async getVariant(key: MediaKey, size: MediaSize) {
    return readOrNull(path.join(folderOf(this.dir, key), `${size}.webp`));
  }
  async remove(key: MediaKey) {
    await rm(folderOf(this.dir, key), { recursive: true, force: true });
  }
}
