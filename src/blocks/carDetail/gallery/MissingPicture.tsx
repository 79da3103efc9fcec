/** The car outline CarCard shows where a picture is missing: for a picture that failed to load, and for a car with none yet. */
export function MissingPicture({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div
      className={`flex h-full w-full flex-col items-center justify-center gap-2 bg-neutral-100 text-[var(--color-muted)] ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 64 32" className="h-10 w-20 fill-current opacity-50">
        <path d="M8 22c0-3 2-5 5-6l7-7c2-2 4-3 7-3h12c3 0 5 1 7 3l6 7c4 1 6 3 6 6v3h-4a5 5 0 0 0-10 0H22a5 5 0 0 0-10 0H8zm9 5a3 3 0 1 1 0-.1zm29 0a3 3 0 1 1 0-.1z" />
      </svg>
      <span className="text-sm">{text}</span>
    </div>
  )
}
