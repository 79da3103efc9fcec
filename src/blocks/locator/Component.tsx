import type { LocatorBlock as LocatorFields } from '@/payload-types'
import { getLocations } from '@/cms/locations'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import type { LatLng } from '@/modules/geo/haversine'
import { marketOf, queryLocations } from '@/modules/locator/query'
import { LIST_INITIAL, LIST_STEP } from '@/modules/locator/paging'
import { isLocationType, type DistanceUnit } from '@/modules/locator/types'
import { decodeLocatorState, filtersOf } from '@/modules/locator/url-state'
import { LANGUAGES } from '@/modules/sites/languages'
import { localizePath } from '@/modules/sites/locale'
import { placesProvider } from '@/providers/places'
import { mapTexts } from '@/ui/map-texts'
import type { BlockProps } from '../context'
import { LazyLocatorView as LocatorView } from './lazy'
import type { LocatorTexts } from './texts'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()

/**
 * The locator (spec 1 section 2.6): the list is rendered here from the URL (`q`, `near`, `show`,
 * filters, `location`), so it reads, searches and pages without JavaScript; the browser adds the
 * map, suggestions and near me. Bad query values are ignored or clamped, never an error.
 */
export async function LocatorBlock({ block, ctx }: BlockProps<LocatorFields>) {
  const { t, site, lang } = ctx
  const state = decodeLocatorState(ctx.searchParams)
  const market = marketOf(site.defaultLanguage)
  const locale = LANGUAGES[lang].locale
  const type = isLocationType(block.type) ? block.type : 'Location'
  const unit: DistanceUnit = block.unit === 'mi' ? 'mi' : 'km'
  const listPath = localizePath(ctx.path, lang, site)
  const { locations } = await getLocations(site.name, lang)
  const ofType = locations.filter((location) => location.locationType === type)

  // A typed search: a location's own name selects it; other text is a place looked up in the
  // site's country, and the list is the nearest to it.
  let origin: LatLng | null = state.near
  let place: string | null = null
  let searchFailed = false
  let selectedId = state.location && ofType.some((l) => l.id === state.location) ? state.location : null
  if (!origin && state.q) {
    const named = ofType.find((l) => fold(l.name) === fold(state.q))
    if (named) selectedId = named.id
    else {
      try {
        const [best] = await placesProvider(site.map.apiKey).geocode(state.q, {
          country: market.country,
          lang: site.defaultLanguage,
        })
        if (best) {
          origin = { lat: best.lat, lng: best.lng }
          place = best.name
        } else searchFailed = true
      } catch (error) {
        logger.error({ err: error, site: site.name }, 'locator search could not be geocoded')
        searchFailed = true
      }
    }
  }

  const results = queryLocations(ofType, {
    near: origin,
    unit,
    filters: filtersOf(state),
    timeZone: market.timeZone,
    now: new Date(),
    locale,
  })
  // A shared location is in the list, however far down.
  const selectedAt = selectedId ? results.findIndex((l) => l.id === selectedId) : -1
  const show =
    selectedAt < state.show
      ? state.show
      : LIST_INITIAL + Math.ceil((selectedAt + 1 - LIST_INITIAL) / LIST_STEP) * LIST_STEP

  const texts: LocatorTexts = {
    mapTab: t('locatorMapTab'),
    panelTab: t('locatorPanelTab'),
    mapLabel: t('locatorMapLabel'),
    searchLabel: t('locatorSearchLabel'),
    searchPlaceholder: t('locatorSearchPlaceholder'),
    searchButton: t('search'),
    suggestions: t('locatorSuggestions'),
    nearMe: t('nearMe'),
    counter: t('locatorCounter'),
    showMore: t('showMore'),
    empty: block.emptyText?.trim() || t('locatorNoResults'),
    unknownType: t('unknownLocationType'),
    chargerCount: t('chargerCount'),
    directions: t('directions'),
    filters: t('locatorFilters'),
    minPower: t('locatorMinPower'),
    openNow: t('locatorOpenNow'),
    open24h: t('locatorOpen24h'),
    shareLink: t('locatorShareLink'),
    dealerPage: t('locatorDealerPage'),
    nearPlace: t('locatorNearPlace'),
    openingHours: t('locatorOpeningHours'),
    closed: t('siteClosed'),
    map: mapTexts(t),
  }

  return (
    <section aria-label={texts.mapLabel} className="mx-auto max-w-7xl px-4 py-6 md:px-8" data-locator={type}>
      <LocatorView
        site={site.name}
        lang={lang}
        locale={locale}
        type={type}
        unit={unit}
        listPath={listPath}
        timeZone={market.timeZone}
        country={market.country}
        initial={{
          state: { ...state, show },
          origin,
          place,
          searchFailed,
          selectedId,
          items: results.slice(0, show),
          total: results.length,
        }}
        map={{
          center: { lat: site.map.defaultLatitude, lng: site.map.defaultLongitude },
          zoom: site.map.defaultZoomLevel,
          styleUrl: site.map.styleUrl ?? env().MAP_STYLE_URL ?? null,
          googleApiKey: site.map.browserApiKey ?? null,
        }}
        texts={texts}
      />
    </section>
  )
}
