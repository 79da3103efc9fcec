import { lazily } from '@/ui/form/lazy'

/** The enquiry form's check, the route's own schema with zod, loaded once the form is used. */
export const enquiryValidation = lazily(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/modules/forms/enquiry')]),
)
