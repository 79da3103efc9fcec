import type { Block } from 'payload'
import { BACKGROUND_COLORS, HEADING_TAGS, TEXT_COLORS } from '@/modules/content/block-layout'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** Text beside an image, a video or a YouTube film (spec 1 section 3, Blurb). */
export const blurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: 'Blurb', plural: 'Blurbs' },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'titleTag',
      type: 'select',
      defaultValue: 'h2',
      options: HEADING_TAGS.map((tag) => ({ label: tag.toUpperCase(), value: tag })),
      admin: { description: 'The heading level of the title; use H1 only when the page has no hero.' },
    },
    { name: 'richText', type: 'richText' },
    linkField(),
    {
      type: 'row',
      fields: [
        { name: 'reverse', type: 'checkbox', defaultValue: false, admin: { description: 'Media on the left' } },
        { name: 'fullHeight', type: 'checkbox', defaultValue: false },
        { name: 'centerContent', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'backgroundColor',
          type: 'select',
          defaultValue: 'none',
          options: BACKGROUND_COLORS.map((value) => ({ label: label(value), value })),
        },
        {
          name: 'textColor',
          type: 'select',
          options: TEXT_COLORS.map((value) => ({ label: label(value), value })),
          admin: { description: 'Empty: readable on the background' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'useTextAnimations', type: 'checkbox', defaultValue: false },
        { name: 'useMediaAnimations', type: 'checkbox', defaultValue: false },
      ],
    },
    imageField('imageDesktop'),
    { ...imageField('imagePhone'), admin: { description: 'Shown below 768 px; the desktop image when empty' } },
    {
      name: 'videoDesktop',
      type: 'text',
      admin: { description: 'Video file URL (/-/media/... or https://); plays muted in a loop instead of the image' },
    },
    { name: 'videoPhone', type: 'text', admin: { description: 'Video below 768 px; the desktop video when empty' } },
    {
      name: 'youtubeId',
      type: 'text',
      admin: { description: 'YouTube video id or address; loads only when the visitor presses play' },
    },
    { name: 'hasControlBar', type: 'checkbox', defaultValue: true, admin: { description: 'Video controls' } },
  ],
}
