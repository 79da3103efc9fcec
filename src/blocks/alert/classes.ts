/** Shared by the server strip and the client wrapper of a dismissible one, so both look the same. */
export const STRIP_CLASS = 'border-b'
export const ROW_CLASS = 'mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 md:px-8'
