import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DocumentLog, documentDictionary } from './memory-snapshot'

describe('DocumentLog', () => {
  const documents = Array.from({ length: 3000 }, (_, i) => ({ car_id: i, car_model: `Model ${i % 17}`, tags: [i] }))
  const dictionary = documentDictionary(documents.slice(0, 16).map((doc) => JSON.stringify(doc)))
  const log = new DocumentLog(dictionary)
  for (const doc of documents) log.append(deflateRawSync(JSON.stringify(doc), { dictionary }))

  it('reads every slot back, first and again, past the recent-read memory', () => {
    for (const round of [1, 2]) {
      for (let slot = 0; slot < documents.length; slot += round) expect(log.read(slot)).toEqual(documents[slot])
    }
    for (let slot = 2999; slot >= 0; slot -= 7) expect(log.read(slot)).toEqual(documents[slot])
  })

  it('gives a fresh object each read, so a caller changing one does not change the next', () => {
    const first = log.read(5)
    first.car_model = 'changed'
    ;(first.tags as number[]).push(99)
    expect(log.read(5)).toEqual(documents[5])
  })
})
