import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    deviceSizes: [320, 640, 1280, 1920],
    imageSizes: [64, 128, 256],
    formats: ['image/avif', 'image/webp'],
  },
  // The server-level routes of the spec map onto our route handlers.
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/healthz', destination: '/api/healthz' },
        { source: '/robots.txt', destination: '/api/robots' },
        { source: '/sitemap.xml', destination: '/api/sitemap' },
        { source: '/feaas-render', destination: '/api/editing/feaas/render' },
        { source: '/-/media/:file', destination: '/api/media/file/:file' },
        { source: '/-/jssmedia/:file', destination: '/api/media/file/:file' },
      ],
      afterFiles: [],
      fallback: [],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
