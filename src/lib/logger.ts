import pino from 'pino'

/** JSON-lines logger shared by the server, CMS hooks and scripts. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { app: 'retail-cloud' },
  timestamp: pino.stdTimeFunctions.isoTime,
})
