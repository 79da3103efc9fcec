import type { DepartmentBrand } from './types'

/**
 * Brand logos of a department (spec 2 section 2.7): sub-brand codes with an underscore (MB_TR,
 * Mercedes-Benz vans) show their parent's logo, except Fiat Professional and MAN, which have
 * their own.
 */

export const OWN_LOGO_SUB_BRANDS: ReadonlySet<string> = new Set(['FI_TR', 'MH_TR'])

/** The code whose logo a brand code shows: 'MB_TR' -> 'MB', 'FI_TR' stays. */
export function logoBrandCode(code: string): string {
  if (OWN_LOGO_SUB_BRANDS.has(code)) return code
  const underscore = code.indexOf('_')
  return underscore > 0 ? code.slice(0, underscore) : code
}

/** Brand codes collapsed into their parents, each once, in first-seen order. */
export function collapseBrandCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(logoBrandCode))]
}

/**
 * Brands collapsed into their parents, each once, in first-seen order. A collapsed brand takes
 * the parent's name when the parent is in the list too, else keeps its own.
 */
export function collapseBrands<T extends Pick<DepartmentBrand, 'brand_code' | 'name'>>(
  brands: readonly T[],
): { brand_code: string; name: string }[] {
  const names = new Map(brands.map((brand) => [brand.brand_code, brand.name]))
  const out = new Map<string, string>()
  for (const brand of brands) {
    const code = logoBrandCode(brand.brand_code)
    if (!out.has(code)) out.set(code, names.get(code) ?? brand.name)
  }
  return [...out].map(([brand_code, name]) => ({ brand_code, name }))
}
