// Imports a site's locator locations from a CSV or JSON file:
//   npm run locations:import -- --site charge-se --file stations.csv [--replace]
// Every row is checked as the CMS checks a saved location; rejected rows are listed by line
// number and the rest are imported (created, or updated by locationId). --replace deletes the
// site's locations the file does not have. Exit status: 0 all imported, 2 some rows rejected,
// 1 nothing done (no such site or file).
import { readFile } from 'node:fs/promises'
import { getPayload } from 'payload'
import config from '@payload-config'
import { writeLocations } from '@/cms/locations-write'
import { expireCacheTags } from '@/lib/expire-tags'
import { cacheTags } from '@/lib/cache-tags'
import { parseLocationFile } from '@/modules/locator/import'

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`)
  if (at >= 0) return args[at + 1]
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const siteName = option(args, 'site')
  const file = option(args, 'file')
  if (!siteName || !file) {
    console.error('usage: npm run locations:import -- --site <site> --file <file.csv|file.json> [--replace]')
    return 1
  }
  let source: string
  try {
    source = await readFile(file, 'utf8')
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`)
    return 1
  }
  const payload = await getPayload({ config })
  const sites = await payload.find({ collection: 'sites', where: { name: { equals: siteName } }, limit: 1, depth: 0 })
  const site = sites.docs[0]
  if (!site) {
    console.error(`no site named ${siteName}`)
    return 1
  }
  const { rows, rejected } = parseLocationFile(file, source)
  for (const row of rejected) console.error(`line ${row.line}: rejected: ${row.errors.join('; ')}`)
  const result = await writeLocations(
    payload,
    site.id,
    rows.map((row) => row.input),
    { replace: args.includes('--replace'), context: { disableRevalidate: true } },
  )
  expireCacheTags([cacheTags.locations(siteName)])
  console.log(
    `${siteName}: ${rows.length} imported (${result.created} created, ${result.updated} updated, ${result.deleted} deleted), ${rejected.length} rejected`,
  )
  return rejected.length > 0 ? 2 : 0
}

// `payload run` exits once this module has loaded, so the work is awaited at the top level.
try {
  process.exit(await main())
} catch (error) {
  console.error(error)
  process.exit(1)
}
