import { otherMethods } from '@/lib/http-methods'
import { answerError, fail, ok } from '@/providers/workshop/answers'
import { workshopProvider } from '@/providers/workshop/runtime'

/** Spec 3 section 7: whether the group has authorized workshops for a brand (spaces as hyphens). */
export async function GET(_request: Request, { params }: { params: Promise<{ brand: string }> }) {
  let brand: string
  try {
    brand = decodeURIComponent((await params).brand)
  } catch {
    return fail('InvalidRequest', 'Ogiltigt märke', 'brand')
  }
  if (!/^[\p{L}\p{N}-]{1,40}$/u.test(brand)) return fail('InvalidRequest', 'Ogiltigt märke', 'brand')
  try {
    return ok({ hasBrand: await workshopProvider().hasBrand(brand.replace(/-/g, ' ')) })
  } catch (error) {
    return answerError(error, { route: 'authorized-workshop' })
  }
}

export const { POST, PUT, DELETE, PATCH } = otherMethods('GET')
