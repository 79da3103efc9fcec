import type { Lang } from '@/modules/sites/languages'
import type { Site } from '@/modules/sites/site'
import type { PageData } from './queries'

type Rendering = { uid: string; componentName: string; fields: Record<string, unknown> }

function renderings(blocks: readonly { id?: string | null; blockType: string }[]): Rendering[] {
  return blocks.map((block, i) => {
    const { id, blockType, ...fields } = block as { id?: string | null; blockType: string } & Record<string, unknown>
    return { uid: id ?? `${blockType}-${i}`, componentName: blockType, fields }
  })
}

/** A page in the layout-service shape: context plus a route with the three placeholders. */
export function layoutServiceResponse(site: Site, lang: Lang, data: PageData | null) {
  const context = { pageEditing: false, pageState: 'normal', site: { name: site.name }, language: lang }
  if (!data) return { sitecore: { context, route: null } }
  const { page } = data
  return {
    sitecore: {
      context,
      route: {
        name: page.slug || 'home',
        displayName: page.title,
        itemId: page.itemId ?? null,
        itemLanguage: lang,
        path: page.path,
        fields: {
          metaTitle: page.metaTitle ?? null,
          navTitle: page.navTitle ?? null,
          metaDescription: page.metaDescription ?? null,
          ogDescription: page.ogDescription ?? null,
          canonicalURL: page.canonicalURL ?? null,
          gtmID: page.gtmID ?? null,
          BrandDesign: page.brandDesign ?? null,
        },
        placeholders: {
          'jss-header': renderings(data.header),
          'jss-main': renderings(page.main ?? []),
          'jss-footer': renderings(data.footer),
        },
      },
    },
  }
}
