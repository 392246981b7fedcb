import { openDatabase, seedDemo, createBookingApi, fixedClock } from './index';
let t = Date.now();
const database = await openDatabase({});
console.log('open', Date.now() - t); t = Date.now();
const clock = fixedClock('2026-03-02T03:00:00Z');
console.log(await seedDemo(database, { clock, clientKey: 'demo-widget', clientSecret: 's3cret' }), 'seed ms', Date.now() - t);
console.log(await seedDemo(database, { clock, clientKey: 'demo-widget', clientSecret: 's3cret' }));
const app = createBookingApi({ database, clock });
const s = await app.request('/api/client_sessions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'demo-widget', secret: 's3cret' }) });
const sj: any = await s.json(); console.log(s.status, sj);
const h = { 'Client-Session': sj.data.client_session };
for (const p of ['/book/hotels/demo-kyoto', '/book/hotels/demo-kyoto/settings/booking_widget', '/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-12&adults=2', '/book/hotels/nope', '/book/zzz', '/book/hotels/demo-kyoto/rooms?checkin=2026-03-10&checkout=2026-03-09&adults=0']) {
  const r = await app.request(p, { headers: h }); console.log(p, r.status, JSON.stringify(await r.json()).slice(0, 700));
}
const r = await app.request('/book/hotels/demo-kyoto/reservations', { method: 'POST', headers: { ...h, 'content-type': 'application/json', 'Idempotency-Key': 'k1' }, body: JSON.stringify({ checkin_date: '2026-03-10', checkout_date: '2026-03-12', rooms: [{ room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2 }], guest: { first_name: 'A', last_name: 'B', email: 'a@b.jp', phone: '+8190' }, payment_type: 'on_site' }) });
console.log(r.status, JSON.stringify(await r.json()));
const o = await app.request('/api/openapi.json'); console.log(o.status, JSON.stringify(await o.json()).length);
await database.close();
