import { unstable_cache } from 'next/cache'
import { cacheTags, PAGE_DATA_TTL_SECONDS } from '@/lib/cache-tags'
import { payload } from '@/lib/payload'
import type { BuiltField } from '@/modules/forms/embedded'
import type { Form } from '@/payload-types'

/** A form built with the CMS form builder, as the embedded form block and its route read it. */
export type BuiltForm = {
  id: string
  title: string
  fields: BuiltField[]
  submitButtonLabel: string | null
  confirmationMessage: Form['confirmationMessage']
  /** where its notices go: the form's e-mail settings, never what the browser says */
  notify: string[]
}

const isId = (id: string) => /^\d{1,12}$/.test(id)

async function load(id: string): Promise<BuiltForm | null> {
  const client = await payload()
  const doc = (await client
    .findByID({ collection: 'forms', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)) as Form | null
  if (!doc) return null
  return {
    id: String(doc.id),
    title: doc.title,
    fields: (doc.fields ?? []) as BuiltField[],
    submitButtonLabel: doc.submitButtonLabel ?? null,
    confirmationMessage: doc.confirmationMessage ?? null,
    notify: (doc.emails ?? [])
      .flatMap((email) => (email.emailTo ?? '').split(','))
      .map((address) => address.trim())
      .filter((address) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)),
  }
}

/** One form by id, cached until the form changes (cms/form-builder expires its tag). */
export function getBuiltForm(id: string): Promise<BuiltForm | null> {
  if (!isId(id)) return Promise.resolve(null)
  return unstable_cache(() => load(id), ['built-form', id], {
    tags: [cacheTags.form(id)],
    revalidate: PAGE_DATA_TTL_SECONDS,
  })()
}
