import type { EmbeddedFormBlock as EmbeddedFormFields } from '@/payload-types'
import { getBuiltForm } from '@/cms/built-forms'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { formIdFromUrl, inputFields, isJotformId } from '@/modules/forms/embedded'
import { RichText } from '@/ui/RichText'
import { formErrorTexts } from '@/ui/form/texts'
import type { BlockProps } from '../context'
import { LazyBuiltForm, LazyJotformEmbed } from './lazy'

const notice = 'rounded-[var(--radius)] border border-[var(--color-border)] bg-[var(--color-surface)] p-4 font-semibold'

/**
 * An embedded form (spec 3 sections 2.7, 4, 5; issue 23 item 7). The form id is the checked last
 * path segment of the block's form URL; none shows 'Missing FormId', and editing mode shows an
 * 'Edit Mode' notice instead of a usable form. With JOTFORM_API_KEY a numeric id is a Jotform
 * form; otherwise the id is a form built in the CMS, rendered here on the server.
 */
export async function EmbeddedFormBlock({ block, ctx }: BlockProps<EmbeddedFormFields>) {
  const formId = formIdFromUrl(block.formUrl)
  const heading = block.heading?.trim()
  const wrap = (content: React.ReactNode) => (
    <section
      aria-label={heading || undefined}
      className="mx-auto max-w-3xl px-4 py-8 md:px-8"
      data-block="embeddedForm"
    >
      {heading ? <h2 className="mb-4 text-2xl font-bold [font-family:var(--font-heading)]">{heading}</h2> : null}
      {content}
    </section>
  )
  if (!formId) return wrap(<p className={notice}>{ctx.t('missingFormId')}</p>)
  if (ctx.editing) return wrap(<p className={notice}>{ctx.t('editModeNotice')}</p>)

  if (env().JOTFORM_API_KEY && isJotformId(formId)) {
    return wrap(<LazyJotformEmbed formId={formId} siteName={ctx.site.name} title={heading || 'Jotform'} />)
  }

  const form = await getBuiltForm(formId)
  if (!form) {
    logger.warn({ formId, site: ctx.site.name, module: 'forms' }, 'embedded form not found')
    return wrap(<p className={notice}>{ctx.t('embeddedFormNotFound')}</p>)
  }
  return wrap(
    <LazyBuiltForm
      siteName={ctx.site.name}
      formId={form.id}
      fields={inputFields(form.fields)}
      submitLabel={form.submitButtonLabel || ctx.t('formSubmit')}
      texts={{
        requiredNote: ctx.t('formRequiredNote'),
        sending: ctx.t('formSending'),
        failed: ctx.t('serviceRequestError'),
        rateLimited: ctx.t('formRateLimited'),
        sent: ctx.t('embeddedFormSent'),
        errors: formErrorTexts(ctx.t),
      }}
      confirmation={form.confirmationMessage ? <RichText data={form.confirmationMessage as never} ctx={ctx} /> : null}
    />,
  )
}
