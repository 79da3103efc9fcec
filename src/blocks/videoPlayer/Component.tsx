import Image from 'next/image'
import { playbackAttributes, videoSource, youtubeEmbedUrl } from '@/modules/content/video'
import type { VideoPlayerBlock as VideoPlayerFields } from '@/payload-types'
import { imageSource } from '@/ui/media'
import { BlockHeading } from '../BlockHeading'
import type { BlockProps } from '../context'
import { LazyNativeVideo as NativeVideo, LazyYoutubePlayer as YoutubePlayer } from './lazy'

/**
 * Video player (spec 1 section 2.9): a YouTube film or a video file, with the editor's autoplay,
 * mute and controls flags. YouTube is not contacted until the visitor presses play on the poster
 * or consents to marketing embeds; a block without a valid source renders nothing.
 */
export function VideoPlayerBlock({ block, ctx }: BlockProps<VideoPlayerFields>) {
  const source = videoSource(block)
  if (!source) return null
  const title = block.title?.trim() || block.heading?.trim() || ctx.t('playVideo')
  const poster = imageSource(block.poster)
  const flags = { autoplay: block.autoplay, muted: block.muted, controls: block.controls }

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 md:px-8">
      <BlockHeading text={block.heading} className="mb-4" />
      <figure>
        <div className="overflow-hidden rounded-[var(--radius)] bg-black">
          {source.kind === 'youtube' ? (
            <div className="relative aspect-video">
              <YoutubePlayer
                clickUrl={youtubeEmbedUrl(source.id, flags, { startPlaying: true })}
                consentUrl={youtubeEmbedUrl(source.id, flags, { startPlaying: false })}
                title={title}
                playLabel={ctx.t('videoPlayTitle', { title })}
                notice={ctx.t('videoYoutubeNotice')}
              >
                {poster ? (
                  <Image
                    src={poster.src}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 960px, 100vw"
                    className="object-cover opacity-80"
                  />
                ) : null}
              </YoutubePlayer>
            </div>
          ) : (
            <NativeVideo
              src={source.url}
              mimeType={source.mimeType}
              poster={poster?.src}
              title={title}
              playback={playbackAttributes(flags, false)}
              reducedPlayback={playbackAttributes(flags, true)}
              labels={{ play: ctx.t('play'), pause: ctx.t('pause') }}
            />
          )}
        </div>
        {block.caption ? (
          <figcaption className="mt-2 text-sm text-[var(--color-muted)]">{block.caption}</figcaption>
        ) : null}
      </figure>
    </section>
  )
}
