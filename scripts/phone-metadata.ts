// Writes the browser's phone metadata (src/modules/phone/metadata.ts says why), after an
// upgrade of libphonenumber-js: `node --import tsx scripts/phone-metadata.ts`.
import { writeFileSync } from 'node:fs'
import full from 'libphonenumber-js/metadata.min.json'
import { marketPhoneMetadata } from '../src/modules/phone/metadata'

const target = new URL('../src/modules/phone/metadata.markets.json', import.meta.url)
writeFileSync(target, JSON.stringify(marketPhoneMetadata(full)) + '\n')
console.log(`wrote ${target.pathname}`)
