'use client'

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { ApiStory, StoriesResponse } from '@/modules/stories/response'
import { StoryCard, type StoryCardLayout } from '@/ui/StoryCard'

type Props = {
  /** the server's cards of the first page, each an <li> */
  children: ReactNode
  listClassName: string
  itemClassName: string
  /** `/api/stories` with site, lang, index and tags; the cursor is added per page */
  apiUrl: string
  /** the list's address with its tags; the no-JS link adds `after={endCursor}` */
  listHref: string
  /** the last card's cursor when there is a next page */
  endCursor: string | null
  showDates: boolean
  layout: Exclude<StoryCardLayout, 'highlight'>
  headingLevel: 'h2' | 'h3'
  texts: { loadMore: string; tags: string; loaded: string }
}

/**
 * The list's cards and its load-more control. Without JavaScript the control is a link to the
 * next page (`?after=`); here it fetches that page from the API, appends its cards and moves the
 * focus to the first new one, and goes away once there is no next page.
 */
export function LoadMore(props: Props) {
  const { children, listClassName, itemClassName, apiUrl, listHref, endCursor, showDates, layout, texts } = props
  const [pages, setPages] = useState<ApiStory[][]>([])
  const [cursor, setCursor] = useState(endCursor)
  const [hasNext, setHasNext] = useState(endCursor !== null)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const list = useRef<HTMLUListElement>(null)
  /** the first card of the page just appended: it takes the focus once it is in the list */
  const focusNext = useRef<string | null>(null)

  useEffect(() => {
    const id = focusNext.current
    if (!id) return
    focusNext.current = null
    list.current?.querySelector<HTMLElement>(`[data-story-id="${id}"] [data-story-link]`)?.focus()
  }, [pages])

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !cursor) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const response = await fetch(`${apiUrl}&after=${encodeURIComponent(cursor)}`)
      if (!response.ok) throw new Error(`stories answered ${response.status}`)
      const page = (await response.json()) as StoriesResponse
      focusNext.current = page.stories[0]?.id ?? null
      setPages((previous) => [...previous, page.stories])
      setCursor(page.pageInfo.endCursor)
      setHasNext(page.pageInfo.hasNext && page.pageInfo.endCursor !== null)
      setStatus(texts.loaded.replace('{count}', String(page.stories.length)))
    } catch {
      // The link still leads to the next page without the script.
      window.location.assign(event.currentTarget.href)
    } finally {
      setBusy(false)
    }
  }

  const href = cursor ? `${listHref}${listHref.includes('?') ? '&' : '?'}after=${encodeURIComponent(cursor)}` : null
  return (
    <>
      <ul ref={list} className={listClassName} data-stories-cards="">
        {children}
        {pages.flat().map((story) => (
          <li key={story.id} className={itemClassName}>
            <StoryCard
              story={story}
              showDate={showDates}
              layout={layout}
              headingLevel={props.headingLevel}
              tagsLabel={texts.tags}
            />
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {status}
      </p>
      {hasNext && href ? (
        <div className="mt-8 flex justify-center">
          <a
            href={href}
            onClick={onClick}
            aria-busy={busy || undefined}
            data-stories-more=""
            className="inline-flex min-h-11 items-center rounded-[var(--radius)] border-2 border-[var(--color-primary)] px-6 font-semibold text-[var(--color-fg)] hover:bg-[var(--color-primary)] hover:text-[var(--color-primary-fg)]"
          >
            {texts.loadMore}
          </a>
        </div>
      ) : null}
    </>
  )
}
