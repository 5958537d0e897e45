import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { getRuntimeConfig } from './get-runtime-config';

const twoInstances = (role: 'primary' | 'secondary', own: string, peer: string) =>
  testConfig({ INSTANCE_ROLE: role, PUBLIC_URL: own, PEER_URL: peer });

describe('runtime config', () => {
  it('names the primary first on both instances of a pair', () => {
    const fromPrimary = getRuntimeConfig(twoInstances('primary', 'http://a:3001', 'http://b:3002'));
    const fromSecondary = getRuntimeConfig(twoInstances('secondary', 'http://b:3002', 'http://a:3001'));
    expect(fromPrimary.apiServers).toEqual(['http://a:3001', 'http://b:3002']);
    expect(fromSecondary.apiServers).toEqual(fromPrimary.apiServers);
  });

  it("asks the page's own origin for demo images, never one instance, so they load while either is down", () => {
    for (const config of [
      testConfig(),
      twoInstances('primary', 'http://a:3001', 'http://b:3002'),
      twoInstances('secondary', 'http://b:3002', 'http://a:3001'),
    ]) {
      expect(getRuntimeConfig(config).imageBaseUrl).toBe('/img/');
    }
  });

  it('uses the TMDB image host when TMDB is configured', () => {
    const config = testConfig({ TMDB_API_KEY: 'key', TMDB_IMAGE_BASE_URL: 'https://images.example/t/p/' });
    expect(getRuntimeConfig(config)).toMatchObject({
      catalogue: 'tmdb',
      imageBaseUrl: 'https://images.example/t/p/',
    });
  });

  it('hands the contact page the community chat only when one is configured', () => {
    expect(getRuntimeConfig(testConfig()).communityChatUrl).toBeNull();
    const config = testConfig({ COMMUNITY_CHAT_URL: 'https://chat.example/kinora' });
    expect(getRuntimeConfig(config).communityChatUrl).toBe('https://chat.example/kinora');
  });

  it('refuses a community chat address that is not https', () => {
    expect(() => testConfig({ COMMUNITY_CHAT_URL: 'http://chat.example/kinora' })).toThrow(
      /COMMUNITY_CHAT_URL/,
    );
  });
});
