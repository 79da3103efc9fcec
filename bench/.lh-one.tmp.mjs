import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] })
await fetch(url).catch(()=>{})
const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' })
chrome.kill()
writeFileSync('/tmp/lh/last.json', JSON.stringify(lhr))
const a = lhr.audits
console.log('score', lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue, 'TBT', a['total-blocking-time'].numericValue)
for (const id of ['largest-contentful-paint-element','lcp-breakdown-insight','layout-shift-elements','cls-culprits-insight','lcp-discovery-insight','render-blocking-insight','render-blocking-resources','prioritize-lcp-image','lcp-lazy-loaded']) {
  if (!a[id]) continue
  console.log('==', id, a[id].score, a[id].displayValue ?? '')
  const d = a[id].details
  if (d) console.log(JSON.stringify(d).slice(0, 800))
}
