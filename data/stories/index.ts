import { hedinNoStories } from './hedin-no'
import { hedinSeStories } from './hedin-se'
import { hedinUkStories } from './hedin-uk'
import type { SeedStoryIndex } from './types'

export type { SeedStory, SeedStoryIndex } from './types'

/** The demo stories indexes (issue 19): hedin-uk, hedin-no and hedin-se, in their languages. */
export const demoStoryIndexes: SeedStoryIndex[] = [hedinUkStories, hedinNoStories, hedinSeStories]
