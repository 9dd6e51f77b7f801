// Object bytes on disk: <storage dir>/objects/<object id>, written through <storage dir>/tmp so a
// file appears whole or not at all. Paths are built from object ids (uuids from Postgres) only.
import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { isUuid } from "../core/uuid";

export class ObjectFiles {
  private readonly objectsDir: string;
  private readonly tmpDir: string;

  constructor(storageDir: string) {
    this.objectsDir = join(storageDir, "objects");
    this.tmpDir = join(storageDir, "tmp");
  }

  async ensureDirectories(): Promise<void> {
    await mkdir(this.objectsDir, { recursive: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  /** A fresh temporary file path for an upload in progress. */
  tempPath(): string {
    return join(this.tmpDir, `${randomUUID()}.part`);
  }

  private pathOf(objectId: string): string {
    if (!isUuid(objectId)) throw new Error(`not an object id: ${objectId}`);
    return join(this.objectsDir, objectId);
  }

  /** Moves a finished upload into place, replacing the object's previous bytes. */
  async commit(tempPath: string, objectId: string): Promise<void> {
    await rename(tempPath, this.pathOf(objectId));
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true });
  }

  async remove(objectId: string): Promise<void> {
    await rm(this.pathOf(objectId), { force: true });
  }

  /** The object's bytes and size, or undefined when the file is missing. */
  async open(objectId: string): Promise<{ stream: ReadStream; size: number } | undefined> {
    const path = this.pathOf(objectId);
    const info = await stat(path).catch(() => undefined);
    return info?.isFile() ? { stream: createReadStream(path), size: info.size } : undefined;
  }
}
