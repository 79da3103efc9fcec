import type { Payload, PayloadRequest } from 'payload'

/**
 * Demo forms built with the CMS form builder (issue 23 item 7), placed on pages with the
 * embeddedForm block: a seed block names its form by key and gets its /forms/<id> URL.
 */

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

const SEED_FORMS = {
  kontakt: {
    title: 'Kontakta oss (hedin-se)',
    submitButtonLabel: 'Skicka',
    confirmationType: 'message',
    confirmationMessage: paragraph('Tack för ditt meddelande! Vi svarar inom en arbetsdag.'),
    fields: [
      { blockType: 'text', name: 'name', label: 'Namn', required: true, width: 50 },
      { blockType: 'email', name: 'email', label: 'E-post', required: true, width: 50 },
      {
        blockType: 'select',
        name: 'topic',
        label: 'Ärende',
        required: true,
        options: [
          { label: 'Bilköp', value: 'bilkop' },
          { label: 'Service och verkstad', value: 'verkstad' },
          { label: 'Faktura', value: 'faktura' },
          { label: 'Annat', value: 'annat' },
        ],
      },
      { blockType: 'textarea', name: 'message', label: 'Meddelande', required: true },
      { blockType: 'checkbox', name: 'callMe', label: 'Ring mig hellre', required: false },
    ],
    emails: [
      {
        emailTo: 'kundcenter@hedinautomotive.se',
        subject: 'Nytt meddelande från kontaktformuläret',
        message: paragraph('Ett nytt meddelande har kommit via webbplatsens kontaktformulär.'),
      },
    ],
  },
} as const

export type SeedFormKey = keyof typeof SEED_FORMS

/** Creates the demo forms that are missing (found again by title) and answers their ids by key. */
export async function seedForms(payload: Payload, req: PayloadRequest): Promise<Map<string, number | string>> {
  const ids = new Map<string, number | string>()
  for (const [key, form] of Object.entries(SEED_FORMS)) {
    const existing = await payload.find({
      collection: 'forms',
      where: { title: { equals: form.title } },
      limit: 1,
      depth: 0,
      req,
    })
    const id =
      existing.docs[0]?.id ??
      (await payload.create({ collection: 'forms', data: structuredClone(form) as never, depth: 0, req })).id
    ids.set(key, id)
  }
  return ids
}
