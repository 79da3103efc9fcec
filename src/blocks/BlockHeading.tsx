type Props = {
  text: string | null | undefined
  id?: string
  /** spacing to what follows */
  className?: string
}

/** A block's section heading: one typography for every block, and nothing when the editor left it empty. */
export function BlockHeading({ text, id, className = '' }: Props) {
  if (!text?.trim()) return null
  return (
    <h2 id={id} className={`${className} text-2xl font-bold [font-family:var(--font-heading)] md:text-3xl`}>
      {text}
    </h2>
  )
}
