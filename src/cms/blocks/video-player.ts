import type { Block } from 'payload'
import { videoFileUrl, youtubeId } from '@/modules/content/video'
import { imageField } from '../fields/image'

export const videoPlayerBlock: Block = {
  slug: 'videoPlayer',
  interfaceName: 'VideoPlayerBlock',
  labels: { singular: 'Video player', plural: 'Video players' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'What the video shows; screen readers announce it on the play button and the player.' },
    },
    {
      name: 'youtubeId',
      label: 'YouTube video (id or address)',
      type: 'text',
      admin: { description: 'Loaded from youtube-nocookie.com only when the visitor presses play.' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && youtubeId(value))
          ? true
          : 'Enter a YouTube video id or a youtube.com / youtu.be address',
    },
    {
      name: 'videoUrl',
      label: 'Video file address',
      type: 'text',
      admin: { description: 'Used when there is no YouTube video: an MP4 or WebM file (https:// or /-/media/...).' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && videoFileUrl(value))
          ? true
          : 'Enter an https:// address or a path on the site',
    },
    { ...imageField('poster'), admin: { description: 'Shown before the video plays.' } },
    { name: 'caption', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'autoplay',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Video files only; always muted, never for visitors who prefer reduced motion.' },
        },
        { name: 'muted', type: 'checkbox', defaultValue: false },
        { name: 'controls', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
}
