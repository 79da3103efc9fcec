/** A field's message under it; the input names it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="mt-1 rounded-[var(--radius)] bg-red-50 px-2 py-1 text-sm text-red-900">
      {message}
    </p>
  )
}
