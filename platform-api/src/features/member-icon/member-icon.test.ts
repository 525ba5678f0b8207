import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';

let t: TestApp;
const tokens: Record<string, string> = {};
let trialToken: string;

before(async () => {
  t = await createTestApp();
  tokens.demo = await t.login('demo', 'demo1234');
  tokens.team10 = await t.login('team10', 'member1234');
  tokens.agent = await t.login('agent01', 'agent1234');
  const trial = await t.request({ method: 'POST', url: '/wps/member/trialuser' });
  trialToken = answer('POST /wps/member/trialuser', trial).value.token;
});
after(() => t.close());

/** A photo-like picture (noise, so it does not compress to nothing) of the given size. */
async function picture(format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  // A camera's EXIF (with a GPS-like comment) that must not come back out.
  const tagged = image.withExif({ IFD0: { Copyright: 'secret-location 52.1N 4.3E' } });
  return format === 'png' ? tagged.png().toBuffer() : tagged.jpeg({ quality: 90 }).toBuffer();
}

const upload = (who: string, data: Buffer, type = 'image/png') =>
  t.request({
    method: 'POST',
    url: '/wps/member/info/icon',
    headers: { ...bearer(who), 'content-type': type },
    payload: data,
  });
const current = async (who: string) =>
  answer(
    'GET /wps/member/info/icon',
    await t.request({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(who) }),
  ).value;
const served = (url: string) => t.request({ method: 'GET', url });

/** The bytes of the PNG signature and then anything: what a polyglot or a renamed file starts as. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('member picture (issue 33 item 9)', () => {
  test('none at first: GET answers url null, member info iconUrl null', async () => {
    assert.deepEqual(await current(tokens.team10!), { url: null });
    const info = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(tokens.team10!),
    });
    assert.equal(answer('GET /wps/member/info', info).value.iconUrl, null);
  });

  for (const format of ['png', 'jpeg'] as const) {
    test(`a ${format} is re-encoded as a 256x256 PNG without its metadata`, async () => {
      const original = await picture(format, 640, 480);
      const response = await upload(tokens.demo!, original, `image/${format}`);
      assert.equal(response.statusCode, 200, response.body);
      const { url } = answer('POST /wps/member/info/icon', response).value;
      assert.match(url ?? '', /^\/wps\/img\/member\/[A-Za-z0-9_-]{22}\.png$/);
      assert.deepEqual(await current(tokens.demo!), { url });

      const image = await served(url!);
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['x-content-type-options'], 'nosniff');
      assert.match(String(image.headers['cache-control']), /immutable/);
      const bytes = image.rawPayload;
      assert.notDeepEqual(bytes, original);
      assert.ok(bytes.subarray(0, 8).equals(PNG_SIGNATURE));
      const meta = await sharp(bytes).metadata();
      assert.equal(meta.format, 'png');
      assert.equal(meta.width, 256);
      assert.equal(meta.height, 256);
      assert.equal(meta.exif, undefined);
      assert.ok(!bytes.includes('secret-location'));
    });
  }

  test('a real PNG carrying HTML after its end (a polyglot) is served without it', async () => {
    const polyglot = Buffer.concat([
      await picture('png', 120, 90),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(tokens.demo!, polyglot);
    assert.equal(response.statusCode, 200, response.body);
    const bytes = (await served(answer('POST /wps/member/info/icon', response).value.url!))
      .rawPayload;
    assert.ok(!bytes.includes('<script'));
    assert.equal((await sharp(bytes).metadata()).width, 256);
  });

  test('a new picture gets a new URL; the old one stops answering', async () => {
    const first = answer(
      'POST /wps/member/info/icon',
      await upload(tokens.demo!, await picture('png', 300, 300)),
    ).value.url!;
    const second = answer(
      'POST /wps/member/info/icon',
      await upload(tokens.demo!, await picture('jpeg', 200, 500), 'image/jpeg'),
    ).value.url!;
    assert.notEqual(first, second);
    assert.equal((await served(first)).statusCode, 404);
    assert.equal((await served(second)).statusCode, 200);
  });

  const refusals: Array<[string, () => Promise<Buffer>, string, number, string]> = [
    [
      'a text file sent as PNG',
      async () => Buffer.from('hello, not an image'),
      'image/png',
      400,
      'IMAGE_TYPE',
    ],
    [
      'HTML behind a PNG signature (a disguised file)',
      async () =>
        Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]),
      'image/png',
      400,
      'IMAGE_TYPE',
    ],
    [
      'a GIF sent as PNG',
      async () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
      'image/png',
      400,
      'IMAGE_TYPE',
    ],
    [
      'a truncated PNG',
      async () => (await picture('png', 64, 64)).subarray(0, 120),
      'image/png',
      400,
      'IMAGE_TYPE',
    ],
    [
      'an image of 5 MB and one byte',
      async () =>
        Buffer.concat([await picture('png', 32, 32), Buffer.alloc(5 * 1024 * 1024)]).subarray(
          0,
          5 * 1024 * 1024 + 1,
        ),
      'image/png',
      400,
      'IMAGE_TOO_LARGE',
    ],
    [
      'an image of 6.7 MB',
      async () =>
        Buffer.concat([await picture('png', 32, 32), Buffer.alloc(Math.round(6.7 * 1024 * 1024))]),
      'image/png',
      400,
      'IMAGE_TOO_LARGE',
    ],
    [
      'a JSON body',
      async () => Buffer.from('{"image":"abc"}'),
      'application/json',
      400,
      'IMAGE_TYPE',
    ],
  ];
  for (const [name, make, type, status, code] of refusals) {
    test(`refused: ${name} → ${status} ${code}, the picture kept`, async () => {
      const before = await current(tokens.demo!);
      const response = await upload(tokens.demo!, await make(), type);
      assert.equal(response.statusCode, status, response.body);
      assert.equal(refusal(response).code, code);
      assert.deepEqual(await current(tokens.demo!), before);
    });
  }

  test('an image claiming a canvas over the pixel limit is refused before it is decoded', async () => {
    // 10000x10000 of one colour: a few KB of PNG, 100 megapixels once decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(bomb.length < 1024 * 1024);
    const response = await upload(tokens.demo!, bomb);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(refusal(response).code, 'IMAGE_TOO_LARGE');
  });

  test('each member changes only their own picture; guests and trial accounts cannot', async () => {
    const mine = answer(
      'POST /wps/member/info/icon',
      await upload(tokens.team10!, await picture('png', 100, 100)),
    ).value.url!;
    const demoBefore = await current(tokens.demo!);
    // demo's removal touches demo's picture only: there is no way to name another member.
    const removed = await t.request({
      method: 'DELETE',
      url: '/wps/member/info/icon',
      headers: bearer(tokens.demo!),
    });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(answer('DELETE /wps/member/info/icon', removed).value, { url: null });
    assert.deepEqual(await current(tokens.demo!), { url: null });
    assert.equal((await served(demoBefore.url!)).statusCode, 404);
    assert.deepEqual(await current(tokens.team10!), { url: mine });
    assert.equal((await served(mine)).statusCode, 200);

    const guest = await t.request({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { 'content-type': 'image/png' },
      payload: await picture('png', 50, 50),
    });
    assert.equal(guest.statusCode, 401, guest.body);
    const trial = await upload(trialToken, await picture('png', 50, 50));
    assert.equal(refusal(trial).code, 'TRIAL_REJECTED');
    const guestDelete = await t.request({ method: 'DELETE', url: '/wps/member/info/icon' });
    assert.equal(guestDelete.statusCode, 401);
    assert.deepEqual(await current(tokens.team10!), { url: mine });
  });

  test("member info and the agent's team list carry the picture's URL", async () => {
    const { url } = await current(tokens.team10!);
    assert.ok(url);
    const info = await t.request({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(tokens.team10!),
    });
    assert.equal(answer('GET /wps/member/info', info).value.iconUrl, url);
    const team = await t.request({
      method: 'GET',
      url: '/wps/agent/team/members?username=team10',
      headers: bearer(tokens.agent!),
    });
    assert.equal(team.statusCode, 200, team.body);
    const row = answer('GET /wps/agent/team/members', team).value.list.find(
      (m) => m.username === 'team10',
    );
    assert.equal(row?.iconUrl, url);
    const others = answer('GET /wps/agent/team/members', team).value.list.filter(
      (m) => m.username !== 'team10',
    );
    assert.ok(others.every((m) => m.iconUrl === null));
  });

  test('an unknown or malformed picture key answers 4xx', async () => {
    assert.equal((await served('/wps/img/member/AAAAAAAAAAAAAAAAAAAAAA.png')).statusCode, 404);
    const bad = await served('/wps/img/member/..%2Fetc.png');
    assert.equal(bad.statusCode, 400);
  });
});
