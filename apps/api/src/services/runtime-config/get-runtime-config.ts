import type { RuntimeConfig } from '@kinora/domain';
import type { Config } from '../../config';
import { listChatModels } from '../chat/chat-models';
import { vapidKeys } from '../notify/vapid-keys';

/** Path under which the API draws the demo catalogue's images (see rest/images.ts). */
const DEMO_IMAGE_PREFIX = '/img/';

/**
 * The browser's allow-listed view of the configuration: addresses and switches, never a secret.
 * In single-instance mode both API servers are '' (the page's own origin); in two-instance mode both instances
 * name the same primary and secondary, whichever of them served the page.
 */
export function getRuntimeConfig(config: Config): RuntimeConfig {
  const usesTmdb = Boolean(config.tmdb.apiKey || config.tmdb.readToken);
  const servers: [string, string] = !config.peerUrl
    ? ['', '']
    : config.instanceRole === 'primary'
      ? [config.publicUrl, config.peerUrl]
      : [config.peerUrl, config.publicUrl];
  return {
    apiServers: servers,
    // Drawn demo images are asked of the page's own origin: whichever server sent the page (or the web server in
    // front of both) answers them, so they keep loading when one instance dies.
    imageBaseUrl: usesTmdb ? config.tmdb.imageBaseUrl : DEMO_IMAGE_PREFIX,
    catalogue: usesTmdb ? 'tmdb' : 'demo',
    // Without a Google client the web app hides its Google buttons.
    googleSignIn: Boolean(config.google),
    chatModels: listChatModels(config),
    communityChatUrl: config.communityChatUrl,
    // Public by design: browsers subscribe with it. Its private half never leaves the server.
    webPushPublicKey: vapidKeys(config.notifications.vapid)?.publicKey ?? null,
  };
}
