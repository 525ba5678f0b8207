import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { deviceLabel } from './device.js';
import { maskEmail, maskPhone } from './mask.js';

describe('device labels', () => {
  test('common browsers and systems', () => {
    const cases: [string | null, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
        'Safari · iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        'Chrome · Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
        'Edge · Windows',
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Linux'],
      ['curl/8.0', 'Unknown device'],
      [null, 'Unknown device'],
    ];
    for (const [agent, label] of cases) assert.equal(deviceLabel(agent), label);
  });
});

describe('masks', () => {
  test('phone keeps the dialing code and 3 digits each end; e-mail the first letter and domain', () => {
    assert.equal(maskPhone('63', '9171234567'), '+63 917****567');
    assert.equal(maskPhone('1', '12345'), '+1 1***5');
    assert.equal(maskEmail('demo@lobby.example'), 'd***@lobby.example');
    assert.equal(maskEmail('broken'), '***');
  });
});
