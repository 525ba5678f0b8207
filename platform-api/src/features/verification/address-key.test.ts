import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  test('IPv4 and IPv4-mapped IPv6 count per address', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  });

  test('IPv6 counts per /64 network, however the address is written', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:0db8:0001:0002::1'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:DB8:1:2::ffff'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    assert.notEqual(addressKey('2001:db8:1:3::1'), addressKey('2001:db8:1:2::1'));
  });
});
