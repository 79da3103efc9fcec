import type { Block } from 'payload'
import { imageField } from '../fields/image'
import { linkField } from '../fields/link'

const textColors = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'White', value: 'white' },
  { label: 'Black', value: 'black' },
]

const videoField = (name: string) => ({
  name,
  type: 'upload' as const,
  relationTo: 'media' as const,
  filterOptions: { mimeType: { contains: 'video' } },
})

export const heroCarouselBlock: Block = {
  slug: 'heroCarousel',
  interfaceName: 'HeroCarouselBlock',
  labels: { singular: 'Hero carousel', plural: 'Hero carousels' },
  fields: [
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        { name: 'textShadow', type: 'checkbox', defaultValue: true },
        { name: 'textColor', type: 'select', defaultValue: 'light', options: textColors },
        linkField('button'),
        {
          name: 'buttonType',
          type: 'select',
          defaultValue: 'primary',
          options: [
            { label: 'Primary', value: 'primary' },
            { label: 'Secondary', value: 'secondary' },
            { label: 'Outline', value: 'outline' },
          ],
        },
        imageField('image'),
        { ...imageField('imagePhone'), admin: { description: 'Used below 768 px; the image otherwise' } },
        videoField('video'),
        { ...videoField('videoPhone'), admin: { description: 'Used below 768 px; the video otherwise' } },
        { name: 'subTitle', type: 'text' },
        linkField('subTitleLink'),
        { name: 'subTitleColor', type: 'select', options: textColors },
      ],
    },
    {
      name: 'hasMediaButtons',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Play/pause and mute buttons for autoplay and videos' },
    },
    {
      name: 'contentPlacementX',
      type: 'select',
      defaultValue: 'left',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Center', value: 'center' },
        { label: 'Right', value: 'right' },
      ],
    },
    {
      name: 'contentPlacementY',
      type: 'select',
      defaultValue: 'bottom',
      options: [
        { label: 'Top', value: 'top' },
        { label: 'Center', value: 'center' },
        { label: 'Bottom', value: 'bottom' },
      ],
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'default',
      options: [
        { label: 'Default', value: 'default' },
        { label: 'Medium', value: 'medium' },
        { label: 'Full height', value: 'fullHeight' },
      ],
    },
    { name: 'autoplay', type: 'checkbox', defaultValue: true },
    {
      name: 'autoplayDelay',
      type: 'number',
      defaultValue: 5,
      min: 2,
      max: 30,
      admin: { description: 'Seconds per slide', condition: (_, s) => Boolean(s?.autoplay) },
    },
  ],
}
