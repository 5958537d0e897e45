import { describe, expect, it } from 'vitest';
import { applicationServerKey } from './push-key';

describe('applicationServerKey', () => {
  it('decodes URL-safe base64 without padding into the key bytes', () => {
    // 0xfb 0xff 0xbf: '+/+/' in plain base64, '-_-_' URL-safe.
    expect([...applicationServerKey('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...applicationServerKey('AQID')]).toEqual([1, 2, 3]);
    expect([...applicationServerKey('AQ')]).toEqual([1]);
  });
});
