/**
 * Site pages render their own not-found view (src/app/(site)/NotFoundView.tsx) with the site's
 * header and footer. This is the last resort for a request the proxy did not resolve to a site
 * and language, which it never sends here.
 */
export default function NotFound() {
  return (
    <main id="jss-main" className="p-8">
      <h1 className="text-2xl font-bold">404</h1>
    </main>
  )
}
