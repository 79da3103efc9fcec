import { createHmac, hkdfSync, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { EncryptJWT, SignJWT, jwtDecrypt, jwtVerify, errors } from 'jose'
import { CODE_LENGTH, CODE_TTL_MS, LOOKUP_TTL_MS, SESSION_TTL_S } from './types'

/**
 * The tyre hotel's cryptography (NIST SP 800-63B 5.1.3, OWASP ASVS V2.7 out-of-band verifiers):
 * - the lookup result (encryptedPhoneNumber) is a JWE (dir, A256GCM) of the agreement id and an
 *   expiry, so the browser never holds the phone number or anything it could change;
 * - a code is 4 random digits kept only as HMAC-SHA-256 under a server key and compared in
 *   constant time;
 * - the authorizationToken names the challenge (a signed JWT, 10 minutes);
 * - the session is a signed JWT (30 minutes) with the agreements and plates it proved and a jti
 *   that logout denies.
 * The three keys are derived from one secret with HKDF, each for its own purpose.
 */

export type Keys = { jwe: Uint8Array; jwt: Uint8Array; hmac: Buffer }

export function deriveKeys(secret: string): Keys {
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', secret, 'retail-cloud tirehotel', info, 32))
  return { jwe: derive('lookup-jwe'), jwt: derive('session-jwt'), hmac: Buffer.from(derive('otp-hmac')) }
}

export type TokenFailure = 'invalid' | 'expired'

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'token expired' : 'token invalid')
    this.name = 'TokenError'
  }
}

function tokenFailure(error: unknown): TokenError {
  return new TokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid')
}

const ISSUER = 'retail-cloud:tirehotel'

export async function encryptLookup(keys: Keys, agreementId: string, now: Date = new Date()): Promise<string> {
  return new EncryptJWT({ agr: agreementId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((now.getTime() + LOOKUP_TTL_MS) / 1000))
    .encrypt(keys.jwe)
}

export async function decryptLookup(keys: Keys, token: string, now: Date = new Date()): Promise<string> {
  try {
    const { payload } = await jwtDecrypt(token, keys.jwe, {
      issuer: ISSUER,
      currentDate: now,
      contentEncryptionAlgorithms: ['A256GCM'],
      keyManagementAlgorithms: ['dir'],
    })
    if (typeof payload.agr !== 'string') throw new TokenError('invalid')
    return payload.agr
  } catch (error) {
    throw error instanceof TokenError ? error : tokenFailure(error)
  }
}

export async function signChallengeToken(keys: Keys, challengeId: string, now: Date = new Date()): Promise<string> {
  return new SignJWT({ cid: challengeId, typ: 'otp' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((now.getTime() + CODE_TTL_MS) / 1000))
    .sign(keys.jwt)
}

export async function verifyChallengeToken(keys: Keys, token: string, now: Date = new Date()): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, { issuer: ISSUER, currentDate: now, algorithms: ['HS256'] })
    if (payload.typ !== 'otp' || typeof payload.cid !== 'string') throw new TokenError('invalid')
    return payload.cid
  } catch (error) {
    throw error instanceof TokenError ? error : tokenFailure(error)
  }
}

export type Session = { agreements: string[]; plates: string[]; workshops: string[]; jti: string; exp: number }

export async function signSession(
  keys: Keys,
  claims: Omit<Session, 'jti' | 'exp'>,
  now: Date = new Date(),
): Promise<{ token: string; session: Session }> {
  const jti = randomUUID()
  const exp = Math.floor(now.getTime() / 1000) + SESSION_TTL_S
  const token = await new SignJWT({ ...claims, typ: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(exp)
    .sign(keys.jwt)
  return { token, session: { ...claims, jti, exp } }
}

const stringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

export async function verifySession(keys: Keys, token: string, now: Date = new Date()): Promise<Session> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt, { issuer: ISSUER, currentDate: now, algorithms: ['HS256'] })
    const { agreements, plates, workshops, jti, exp } = payload as Record<string, unknown>
    if (
      payload.typ !== 'session' ||
      !stringArray(agreements) ||
      !stringArray(plates) ||
      !stringArray(workshops) ||
      typeof jti !== 'string' ||
      typeof exp !== 'number'
    )
      throw new TokenError('invalid')
    return { agreements, plates, workshops, jti, exp }
  } catch (error) {
    throw error instanceof TokenError ? error : tokenFailure(error)
  }
}

/** 4 digits from the system's CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** The code as stored: HMAC-SHA-256 bound to the challenge, so a hash says nothing about another. */
export function hashCode(keys: Keys, challengeKey: string, code: string): string {
  return createHmac('sha256', keys.hmac).update(`${challengeKey}:${code}`).digest('hex')
}

export function codeMatches(keys: Keys, challengeKey: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(keys, challengeKey, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}
