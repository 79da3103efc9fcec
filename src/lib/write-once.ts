import { createHash, randomBytes } from 'node:crypto'
import { access, link, mkdir, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A file name for a key: the key itself when it is plain, else its hash (no path tricks). */
export function fileKey(key: string): string {
  return /^[A-Za-z0-9-]{1,100}$/.test(key) ? key : createHash('sha256').update(key).digest('hex')
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

/**
 * Writes `content` to `dir/name` unless that file exists; true when this call wrote it. Written
 * aside, then linked into place: a reader never sees half a file, and of two writers of one name
 * the second finds the file there (EEXIST) and has nothing to do.
 */
export async function writeOnce(dir: string, name: string, content: string | Buffer): Promise<boolean> {
  const file = path.join(dir, name)
  if (await exists(file)) return false
  await mkdir(dir, { recursive: true })
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temp, content, { mode: 0o600 })
  try {
    await link(temp, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return false
  } finally {
    await unlink(temp).catch(() => undefined)
  }
}
