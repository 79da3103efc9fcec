import { cookies } from 'next/headers'
import { NextResponse } from 'next/server'
import { otherMethods } from '@/lib/http-methods'
import { payload } from '@/lib/payload'
import { favouritesSyncSchema } from '@/modules/alerts/schemas'
import { ACCOUNT_COOKIE } from '@/modules/alerts/types'
import { accountOf, syncFavourites } from '@/providers/search-alerts/visitor'
import { NO_STORE, fail, readInput } from '../http'

/**
 * The favourites kept with a confirmed alert address (issue 18 item 8), for the browser holding
 * that address's account cookie (set when it confirmed): GET answers them, PUT `{ ids, base }`
 * merges the browser's list into them (see mergeFavourites) and answers the merged list.
 * Without a valid cookie: 401, and the browser keeps its favourites to itself.
 */

async function account() {
  return accountOf(await payload(), (await cookies()).get(ACCOUNT_COOKIE)?.value)
}

const noAccount = () => fail(401, 'no_account', 'no confirmed alert address in this browser')

export async function GET() {
  const found = await account()
  if (!found) return noAccount()
  return NextResponse.json({ ids: found.favourites }, { headers: NO_STORE })
}

export async function PUT(request: Request) {
  const input = await readInput(request, favouritesSyncSchema)
  if (!input.ok) return input.response
  const found = await account()
  if (!found) return noAccount()
  const ids = await syncFavourites(await payload(), found, input.value)
  return NextResponse.json({ ids }, { headers: NO_STORE })
}

export const { POST, DELETE, PATCH } = otherMethods('GET', 'PUT')
