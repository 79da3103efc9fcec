import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Kind, parse, type DocumentNode, type SelectionSetNode } from 'graphql'
import { z } from 'zod'
import { JSON_BODY_LIMIT, parseJsonBytes, readBodyBytes } from '@/lib/read-body'

/**
 * Checks in front of Payload's REST and GraphQL handlers. Payload answers some malformed
 * requests with a 500 (an id that is not a number reaches the database, a body that is not JSON
 * reaches JSON.parse, a fragment cycle overflows its complexity count) and buffers any body;
 * these requests are answered here with a 4xx in JSON before Payload sees them. Bodies are read
 * once, within their cap, and handed on as a new request.
 */

/** A page with many blocks and rich text is far above the 64 KB of our own JSON APIs. */
export const CMS_DOCUMENT_BODY_LIMIT = 2 * 1024 * 1024
/** Media uploads (pictures and the short demo videos). */
export const CMS_UPLOAD_BODY_LIMIT = 64 * 1024 * 1024

/** How a where condition's value must look for a field, when Payload would fail on others. */
type ValueKind = 'id' | 'date' | 'number' | 'point'
export type CmsCollection = { auth: boolean; verify: boolean; uploadDir: string | null; fields: Map<string, ValueKind> }
export type CmsShape = { collections: Map<string, CmsCollection>; globals: Set<string> }

type FieldLike = { type?: string; name?: string; fields?: FieldLike[]; relationTo?: unknown }
type CollectionLike = {
  slug: string
  auth?: unknown
  upload?: unknown
  fields?: FieldLike[]
}

/** What the guard needs of Payload's sanitized config. */
export function cmsShape(config: { collections?: CollectionLike[]; globals?: { slug: string }[] }): CmsShape {
  const collections = new Map<string, CmsCollection>()
  for (const collection of config.collections ?? []) {
    const auth =
      collection.auth && typeof collection.auth === 'object' ? (collection.auth as { verify?: unknown }) : null
    const upload =
      collection.upload && typeof collection.upload === 'object' ? (collection.upload as { staticDir?: unknown }) : null
    collections.set(collection.slug, {
      auth: auth !== null,
      verify: Boolean(auth?.verify),
      uploadDir: upload ? (typeof upload.staticDir === 'string' ? upload.staticDir : collection.slug) : null,
      fields: valueKinds(collection.fields ?? []),
    })
  }
  return { collections, globals: new Set((config.globals ?? []).map((global) => global.slug)) }
}

/**
 * Fields at the top level of a document (rows and collapsibles do not nest names) whose values
 * the database compares as numbers, dates or points: any other string makes Payload's query fail.
 */
function valueKinds(fields: FieldLike[], into = new Map<string, ValueKind>()): Map<string, ValueKind> {
  into.set('id', 'id').set('createdAt', 'date').set('updatedAt', 'date')
  for (const field of fields) {
    if ((field.type === 'row' || field.type === 'collapsible') && field.fields) valueKinds(field.fields, into)
    if (!field.name) continue
    if (field.type === 'point') into.set(field.name, 'point')
    else if (field.type === 'date') into.set(field.name, 'date')
    else if (field.type === 'number') into.set(field.name, 'number')
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      into.set(field.name, 'id')
    }
  }
  return into
}

type Rejected = { ok: false; response: Response }
export type Guarded = { ok: true; request: Request } | Rejected

/** Payload's error shape (`errors`, read by the admin) with our `error` and `message` beside it. */
export function cmsError(
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error, message, errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}

const reject = (status: number, error: string, message: string, headers?: Record<string, string>): Rejected => ({
  ok: false,
  response: cmsError(status, error, message, headers),
})
const notFound = (message = 'not found'): Rejected => reject(404, 'not_found', message)

/** Payload's ids: SQLite and PostgreSQL serials. */
const ID_PATTERN = /^[1-9]\d{0,15}$/
/** Collection routes whose second segment is a word, not a document id. */
const COLLECTION_WORDS = new Set(['count', 'versions', 'access', 'file', 'paste-url'])
const AUTH_WORDS = new Set([
  'login',
  'logout',
  'me',
  'refresh-token',
  'init',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'verify',
])
/** Payload's own bookkeeping; nobody needs it over HTTP, and its routes answer 500. */
const HIDDEN_COLLECTIONS = new Set(['payload-migrations'])
/** Collections whose documents the admin addresses by a key of its own (`/:key`), not an id. */
const KEYED_COLLECTIONS = new Set(['payload-preferences'])

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

/**
 * A REST request: `slug` is the path below /api as Next.js hands it to the catch-all route,
 * its segments decoded.
 * Answers the request to pass on (its body read within its cap), or the 4xx to send.
 */
export async function guardRestRequest(request: Request, slug: readonly string[], shape: CmsShape): Promise<Guarded> {
  // Next.js has decoded the segments (a malformed escape never gets here: lib/request-gate).
  const url = new URL(request.url)
  const route = checkRoute(request.method, [...slug], shape)
  if (!route.ok) return route
  const query = checkQuery(url.searchParams, route.collection)
  if (query) return reject(400, 'invalid_query', query)
  if (route.file) {
    const missing = await missingFile(route.file.dir, route.file.name)
    if (missing) return notFound('no such file')
  }

  const overrideGet =
    request.method === 'POST' &&
    (request.headers.get('x-payload-http-method-override') === 'GET' ||
      request.headers.get('x-http-method-override') === 'GET')
  if (!BODY_METHODS.has(request.method)) return { ok: true, request }
  return guardBody(request, { upload: route.upload, overrideGet, document: route.document }, route.collection)
}

type Route =
  | {
      ok: true
      collection: CmsCollection | null
      file: { dir: string; name: string } | null
      /** create or update of an upload collection's document: multipart allowed */
      upload: boolean
      /** create or update of a document: the larger JSON cap */
      document: boolean
    }
  | Rejected

function checkRoute(method: string, parts: string[], shape: CmsShape): Route {
  const ok = (collection: CmsCollection | null, extra: Partial<Extract<Route, { ok: true }>> = {}): Route => ({
    ok: true,
    collection,
    file: null,
    upload: false,
    document: false,
    ...extra,
  })
  const [first, second, third] = parts
  if (first === undefined) return ok(null)
  if (HIDDEN_COLLECTIONS.has(first)) return notFound()
  if (first === 'globals')
    return second !== undefined && shape.globals.has(second) ? ok(null) : notFound('no such global')
  const collection = shape.collections.get(first)
  if (!collection) return ok(null)
  if (second === undefined)
    return ok(collection, { document: true, upload: method === 'POST' && !!collection.uploadDir })
  if (KEYED_COLLECTIONS.has(first)) return second.length <= 255 ? ok(collection, { document: true }) : notFound()
  if (collection.auth && AUTH_WORDS.has(second)) {
    // With verification off Payload has no token to look up and answers 500.
    if (second === 'verify' && !collection.verify) return notFound('e-mail verification is off')
    return ok(collection)
  }
  if (second === 'file' && collection.uploadDir) {
    if (third === undefined || parts.length > 3 || !safeFileName(third)) return notFound('no such file')
    return ok(collection, {
      file: method === 'GET' || method === 'HEAD' ? { dir: collection.uploadDir, name: third } : null,
    })
  }
  if (COLLECTION_WORDS.has(second)) {
    if ((second === 'versions' || second === 'access') && third !== undefined && !ID_PATTERN.test(third)) {
      return notFound('no such document')
    }
    return ok(collection, { document: second === 'versions' })
  }
  if (!ID_PATTERN.test(second)) return notFound('no such document')
  return ok(collection, { document: true, upload: method === 'PATCH' && !!collection.uploadDir })
}

function safeFileName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !/[/\\\0]/.test(name) && name !== '.' && name !== '..'
}

async function missingFile(dir: string, name: string): Promise<boolean> {
  try {
    return !(await stat(path.join(path.resolve(dir), name))).isFile()
  } catch {
    return true
  }
}

// ---- query string ----------------------------------------------------------------------------

const MAX_PAGE = 100_000
const MAX_LIMIT = 1000
const MAX_DEPTH = 10
const MAX_WHERE_KEYS = 100
const MAX_LIST_VALUES = 500

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'contains',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const VALUE_CHECKS: Record<Exclude<ValueKind, 'point'>, { test: (value: string) => boolean; message: string }> = {
  id: { test: (value) => ID_PATTERN.test(value), message: 'ids are whole numbers' },
  date: { test: (value) => value.length <= 40 && Number.isFinite(Date.parse(value)), message: 'a date is needed' },
  number: { test: (value) => value.trim() !== '' && Number.isFinite(Number(value)), message: 'a number is needed' },
}

/**
 * A parsed `where`: nested objects, leaves are the strings sent (several when repeated). Nodes
 * have no prototype, so a key such as `__proto__` is a plain key and never reaches a shared one.
 */
type WhereTree = { [key: string]: WhereTree | string[] }
const node = (): WhereTree => Object.create(null) as WhereTree
/** Names no document field has, which Payload's own parsing would treat as object internals. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** A message naming what is wrong with the query, or null when Payload can take it. */
export function checkQuery(params: URLSearchParams, collection: CmsCollection | null): string | null {
  const counts = new Map<string, number>()
  for (const key of params.keys()) counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const name of ['page', 'limit', 'depth'] as const) {
    const values = params.getAll(name)
    if (values.length === 0) continue
    if (values.length > 1) return `${name} must be given once`
    const value = values[0]!
    if (value.trim() === '') continue
    const max = name === 'page' ? MAX_PAGE : name === 'limit' ? MAX_LIMIT : MAX_DEPTH
    const min = name === 'page' ? 1 : 0
    if (!/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max) {
      return `${name} must be a whole number from ${min} to ${max}`
    }
  }
  for (const key of counts.keys()) {
    if (/^(page|limit|depth|sort|locale|fallback-locale|draft|trash|pagination)\[/.test(key)) {
      return `${key.slice(0, key.indexOf('['))} must be a plain value`
    }
  }
  for (const name of ['data', 'where'] as const) {
    const raw = params.get(name)
    if (raw === null || raw === '') continue
    const json = parseJsonBytes(new TextEncoder().encode(raw))
    if (!json.ok || typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
      return `${name} must be a JSON object`
    }
    if (name === 'where') {
      const problem = checkWhereJson(json.value, collection)
      if (problem) return problem
    }
  }
  const whereKeys = [...counts.keys()].filter((key) => key.startsWith('where['))
  if (whereKeys.length > MAX_WHERE_KEYS) return `at most ${MAX_WHERE_KEYS} where conditions`
  const tree = node()
  for (const key of whereKeys) {
    const path = bracketPath(key.slice('where'.length))
    if (!path) return `${key} is not a where condition`
    insert(tree, path, params.getAll(key))
  }
  return checkWhere(tree, collection, 'where')
}

function bracketPath(rest: string): string[] | null {
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return null
  const path = rest.slice(1, -1).split('][')
  return path.length > 12 || path.some((key) => RESERVED_KEYS.has(key)) ? null : path
}

function insert(tree: WhereTree, path: string[], values: string[]): void {
  let at = tree
  for (const [i, key] of path.entries()) {
    const existing = at[key]
    if (i === path.length - 1) {
      if (Array.isArray(existing)) existing.push(...values)
      else if (existing) existing[''] = values
      else at[key] = values
      return
    }
    if (Array.isArray(existing)) {
      // where[f][op]=a and where[f][op][0]=b together: kept as a node that fails the checks.
      const child = node()
      child[''] = existing
      at[key] = child
      at = child
    } else {
      at = existing ?? (at[key] = node())
    }
  }
}

function checkWhere(tree: WhereTree, collection: CmsCollection | null, at: string): string | null {
  for (const [key, value] of Object.entries(tree)) {
    const here = `${at}[${key}]`
    if (key === 'and' || key === 'or') {
      if (Array.isArray(value)) return `${here} must hold conditions`
      for (const [index, child] of Object.entries(value)) {
        if (!/^\d{1,3}$/.test(index) || Array.isArray(child)) return `${here} must be a list of conditions`
        const problem = checkWhere(child, collection, `${here}[${index}]`)
        if (problem) return problem
      }
      continue
    }
    if (key === '' || Array.isArray(value)) return `${here} needs an operator, as in ${here}[equals]=`
    for (const [operator, operand] of Object.entries(value)) {
      const problem = checkCondition(key, operator, operand, collection, `${here}[${operator}]`)
      if (problem) return problem
    }
  }
  return null
}

function checkCondition(
  field: string,
  operator: string,
  operand: WhereTree | string[],
  collection: CmsCollection | null,
  at: string,
): string | null {
  if (!OPERATORS.has(operator)) return `${at}: unknown operator '${operator}'`
  const kind = field === 'id' || field.endsWith('.id') ? 'id' : collection?.fields.get(field)
  if (GEO_OPERATORS.has(operator) !== (kind === 'point')) {
    return GEO_OPERATORS.has(operator)
      ? `${at}: ${operator} applies to point fields only`
      : `${at}: a point field takes near, within or intersects`
  }
  let values: string[]
  if (Array.isArray(operand)) values = operand
  else {
    // A list sent as where[f][in][0]=a&where[f][in][1]=b.
    const entries = Object.entries(operand)
    if (!LIST_OPERATORS.has(operator) || entries.some(([k, v]) => !/^\d{0,3}$/.test(k) || !Array.isArray(v))) {
      return `${at} must be a single value`
    }
    values = entries.flatMap(([, v]) => v as string[])
  }
  if (LIST_OPERATORS.has(operator)) {
    values = values.flatMap((value) => value.split(',')).filter((value) => value !== '')
    if (values.length > MAX_LIST_VALUES) return `${at}: at most ${MAX_LIST_VALUES} values`
  } else if (values.length !== 1) return `${at} must be a single value`
  if (operator === 'exists' && !['true', 'false'].includes(values[0]!)) return `${at} must be true or false`
  if (operator === 'exists' || kind === undefined || kind === 'point') return null
  if (TEXT_OPERATORS.has(operator)) return `${at}: ${operator} applies to text fields only`
  const valid = VALUE_CHECKS[kind]
  if (values.some((value) => !valid.test(value))) return `${at}: ${valid.message}`
  return null
}

/** A `where` sent as JSON: the same rules, with JSON's own types for values. */
function checkWhereJson(where: object, collection: CmsCollection | null): string | null {
  const toTree = (value: unknown, depth: number): WhereTree | string[] | null => {
    if (depth > 12) return null
    if (value === null || typeof value !== 'object') {
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [String(value)]
        : null
    }
    const tree = node()
    for (const [key, child] of Object.entries(value)) {
      if (RESERVED_KEYS.has(key)) return null
      const converted = toTree(child, depth + 1)
      if (converted === null) return null
      tree[key] = converted
    }
    return tree
  }
  const tree = toTree(where, 0)
  if (tree === null || Array.isArray(tree)) return 'where must hold conditions with plain values'
  return checkWhere(tree, collection, 'where')
}

// ---- bodies ------------------------------------------------------------------------------------

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

async function guardBody(
  request: Request,
  kind: { upload: boolean; overrideGet: boolean; document: boolean },
  collection: CmsCollection | null,
): Promise<Guarded> {
  const type = mediaType(request)
  // The admin posts its forms (login, document saves) as multipart with the data in `_payload`.
  const multipart = type.startsWith('multipart/')
  const limit =
    multipart && kind.upload ? CMS_UPLOAD_BODY_LIMIT : kind.document ? CMS_DOCUMENT_BODY_LIMIT : JSON_BODY_LIMIT
  const body = await readBodyBytes(request, limit)
  if (!body.ok) return reject(413, body.error, body.message)
  const bytes = body.bytes

  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.byteLength))

  if (kind.overrideGet && type === 'application/x-www-form-urlencoded') {
    const problem = checkQuery(new URLSearchParams(new TextDecoder().decode(bytes)), collection)
    if (problem) return reject(400, 'invalid_query', problem)
  } else if (multipart) {
    const problem = await checkMultipart(request, headers, bytes)
    if (problem) return problem
  } else if (bytes.byteLength === 0) {
    // Payload leaves the data of a body-less request unset, and some handlers then fail.
    headers.set('content-type', 'application/json')
    return { ok: true, request: forward(request, headers, new TextEncoder().encode('{}')) }
  } else {
    if (type !== 'application/json') return reject(415, 'unsupported_media_type', 'the body must be application/json')
    const json = parseJsonBytes(bytes)
    if (!json.ok) return reject(400, 'invalid_json', json.message)
    if (typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
      return reject(400, 'invalid_json', 'the body must be a JSON object')
    }
    // Payload tells JSON by the exact, lower-case media type.
    headers.set('content-type', 'application/json')
  }
  return { ok: true, request: forward(request, headers, bytes) }
}

async function checkMultipart(
  request: Request,
  headers: Headers,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Guarded | null> {
  let form: FormData
  try {
    form = await new Request(request.url, { method: 'POST', headers, body: bytes }).formData()
  } catch {
    return reject(400, 'invalid_body', 'the body is not valid multipart/form-data')
  }
  const payload = form.get('_payload')
  if (payload === null) return null
  if (typeof payload !== 'string') return reject(400, 'invalid_body', '_payload must be a JSON text field')
  const json = parseJsonBytes(new TextEncoder().encode(payload))
  if (!json.ok || typeof json.value !== 'object' || json.value === null || Array.isArray(json.value)) {
    return reject(400, 'invalid_body', '_payload must be a JSON object')
  }
  return null
}

function forward(request: Request, headers: Headers, body: Uint8Array<ArrayBuffer>): Request {
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal })
}

// ---- GraphQL -----------------------------------------------------------------------------------

const MAX_GRAPHQL_TOKENS = 5000
const MAX_SELECTION_DEPTH = 12

const graphqlBodySchema = z.object({
  query: z.string({ message: 'query must be a GraphQL document' }).min(1, 'query must be a GraphQL document'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
})

/** A GraphQL POST: a JSON body within 64 KB holding one document Payload can run. */
export async function guardGraphqlRequest(request: Request): Promise<Guarded> {
  if (mediaType(request) !== 'application/json') {
    return reject(415, 'unsupported_media_type', 'a GraphQL request is a JSON body (application/json)')
  }
  const body = await readBodyBytes(request, JSON_BODY_LIMIT)
  if (!body.ok) return reject(413, body.error, body.message)
  const json = parseJsonBytes(body.bytes)
  if (!json.ok) return reject(400, 'invalid_json', json.message)
  const parsed = graphqlBodySchema.safeParse(json.value)
  if (!parsed.success)
    return reject(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'invalid GraphQL request')
  const problem = checkGraphqlDocument(parsed.data.query)
  if (problem) return reject(400, 'invalid_query', problem)
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-type', 'application/json')
  headers.set('content-length', String(body.bytes.byteLength))
  return { ok: true, request: forward(request, headers, body.bytes) }
}

/** Payload's GraphQL mutations of an auth collection (loginUser, unlockUser, …). */
const ACCOUNT_MUTATION = /^(login|logout|refreshToken|forgotPassword|resetPassword|unlock|verifyEmail)[A-Z]/

/** The field names an operation selects at its top, through fragments (cycles already refused). */
function topLevelFields(selectionSet: SelectionSetNode, fragments: Map<string, SelectionSetNode>): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value]
    if (selection.kind === Kind.INLINE_FRAGMENT) return topLevelFields(selection.selectionSet, fragments)
    const fragment = fragments.get(selection.name.value)
    return fragment ? topLevelFields(fragment, fragments) : []
  })
}

/** What Payload's GraphQL would fail on with a 500 or run at great cost; null when fine. */
export function checkGraphqlDocument(query: string): string | null {
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: MAX_GRAPHQL_TOKENS, noLocation: true })
  } catch (error) {
    return error instanceof Error ? error.message : 'the query is not a GraphQL document'
  }
  const fragments = new Map<string, SelectionSetNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription') {
      return 'subscriptions are not supported'
    }
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet)
  }
  const spreads = new Map<string, string[]>()
  for (const [name, selectionSet] of fragments) spreads.set(name, spreadNames(selectionSet))
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    for (const name of spreadNames(definition.selectionSet)) {
      if (!fragments.has(name)) return `unknown fragment '${name}'`
    }
  }
  // Depth-first over fragment spreads: grey = on the current path, so meeting one is a cycle.
  const state = new Map<string, 'grey' | 'black'>()
  const cycleFrom = (name: string): string | null => {
    const seen = state.get(name)
    if (seen === 'grey') return name
    if (seen === 'black') return null
    state.set(name, 'grey')
    for (const next of spreads.get(name) ?? []) {
      const cycle = cycleFrom(next)
      if (cycle) return cycle
    }
    state.set(name, 'black')
    return null
  }
  for (const name of fragments.keys()) {
    const cycle = cycleFrom(name)
    if (cycle) return `fragment '${cycle}' spreads itself`
  }
  // Account operations go over REST only, where the login throttle counts them
  // (src/lib/login-guard.ts); Payload's loginUser also answered the session token.
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue
    const account = topLevelFields(definition.selectionSet, fragments).find((name) => ACCOUNT_MUTATION.test(name))
    if (account) return `${account} is not offered over GraphQL; use the REST API`
  }
  const depthOf = (selectionSet: SelectionSetNode | undefined, depth: number): number => {
    if (!selectionSet || depth > MAX_SELECTION_DEPTH) return depth
    let deepest = depth
    for (const selection of selectionSet.selections) {
      const inner =
        selection.kind === Kind.FRAGMENT_SPREAD
          ? depthOf(fragments.get(selection.name.value), depth)
          : depthOf(selection.selectionSet, selection.kind === Kind.FIELD ? depth + 1 : depth)
      deepest = Math.max(deepest, inner)
    }
    return deepest
  }
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && depthOf(definition.selectionSet, 0) > MAX_SELECTION_DEPTH) {
      return `the query nests deeper than ${MAX_SELECTION_DEPTH} fields`
    }
  }
  return null
}

function spreadNames(selectionSet: SelectionSetNode): string[] {
  const names: string[] = []
  const walk = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) names.push(selection.name.value)
      else walk(selection.selectionSet)
    }
  }
  walk(selectionSet)
  return names
}
