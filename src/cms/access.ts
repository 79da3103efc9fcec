/** Collection access for staff only: any logged-in CMS user. */
export const loggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)
