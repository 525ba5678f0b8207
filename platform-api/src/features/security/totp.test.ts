import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpAt } from './totp.js';

// RFC 6238 appendix B (SHA-1 rows): the secret is the ASCII "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  test('the RFC test vectors, 8 digits', () => {
    for (const [seconds, code] of RFC_VECTORS) {
      assert.equal(totpAt(RFC_SECRET, new Date(seconds * 1000), 8), code, String(seconds));
    }
  });

  test('RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314'];
    expected.forEach((code, counter) => assert.equal(hotp(RFC_SECRET, counter), code));
  });

  test('base32 round trip and the RFC 4648 example', () => {
    assert.equal(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
    assert.deepEqual(base32Decode('MZXW6YTBOI'), Buffer.from('foobar'));
    assert.deepEqual(base32Decode(base32Encode(RFC_SECRET)), RFC_SECRET);
    assert.throws(() => base32Decode('not-base32!'));
  });

  test('a code matches one step either side, not two, and never a step already used', () => {
    const now = new Date(1_700_000_000_000);
    const at = (offsetSeconds: number) =>
      totpAt(RFC_SECRET, new Date(now.getTime() + offsetSeconds * 1000));
    const step = Math.floor(now.getTime() / 30_000);
    assert.equal(matchTotp(RFC_SECRET, at(0), now, null), step);
    assert.equal(matchTotp(RFC_SECRET, at(-30), now, null), step - 1);
    assert.equal(matchTotp(RFC_SECRET, at(30), now, null), step + 1);
    assert.equal(matchTotp(RFC_SECRET, at(-60), now, null), null);
    assert.equal(matchTotp(RFC_SECRET, at(60), now, null), null);
    assert.equal(matchTotp(RFC_SECRET, at(0), now, step), null, 'replay');
    assert.equal(matchTotp(RFC_SECRET, at(30), now, step), step + 1);
    assert.equal(matchTotp(RFC_SECRET, '12345', now, null), null);
  });

  test('the otpauth URI carries issuer, account and the base32 secret', () => {
    const uri = otpauthUri('Lobby', 'team12', RFC_SECRET);
    assert.match(
      uri,
      /^otpauth:\/\/totp\/Lobby%3Ateam12\?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Lobby/,
    );
  });
});
