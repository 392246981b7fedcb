import { chromium } from '@playwright/test';
const base = 'http://localhost:18230';
const d = new Date(Date.now() + 35*864e5); const ci = d.toISOString().slice(0,10);
const co = new Date(d.getTime()+2*864e5).toISOString().slice(0,10);
const url = `${base}/booking/result?code=${process.argv[2]||'demo-kyoto'}&checkin=${ci}&checkout=${co}&adults=2`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const box = (p, sel) => p.evaluate((s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return [Math.round(r.top*10)/10, Math.round(r.height*10)/10]; }, sel);
for (const w of (process.argv[3]||'320,390,412,640,700,992,1024,1280').split(',').map(Number)) {
  const noJs = await b.newContext({ viewport: { width: w, height: 800 }, javaScriptEnabled: false, locale: process.argv[4]||'en' });
  const p1 = await noJs.newPage(); await p1.goto(url); await p1.waitForTimeout(300);
  const painted = { header: await box(p1,'.app-header'), banner: await box(p1,'.hotel-banner'), stepper: await box(p1,'.first-screen-stepper'), search: await box(p1,'.first-screen-search') };
  await noJs.close();
  const js = await b.newContext({ viewport: { width: w, height: 800 }, locale: process.argv[4]||'en' });
  const p2 = await js.newPage(); await p2.goto(url); await p2.locator('.room-card').first().waitFor({timeout:60000}); await p2.waitForTimeout(500);
  const app = { header: await box(p2,'.app-header'), banner: await box(p2,'.hotel-banner'), stepper: await box(p2,'.booking-stepper'), search: await box(p2,'.search-panel') };
  await js.close();
  const diff = Object.keys(app).filter(k => JSON.stringify(app[k]) !== JSON.stringify(painted[k]));
  console.log(process.argv[4]||'en', w, diff.length ? 'DIFF ' + diff.map(k => `${k}: painted ${painted[k]} app ${app[k]}`).join('; ') : 'same');
}
await b.close();
