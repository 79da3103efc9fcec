import type { BlockContext } from './context'
import type { SectionFailureTexts } from './SectionFailure'

/** The section-failure message of spec 1 section 8, in the page's language. */
export function sectionFailureTexts(t: BlockContext['t']): SectionFailureTexts {
  return {
    heading: t('sectionErrorHeading'),
    text: t('sectionErrorText'),
    hint: t('sectionErrorHint'),
    reload: t('sectionErrorReload'),
  }
}
