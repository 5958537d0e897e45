import type { ChatModelId } from '@kinora/domain';
import OpenAI from 'openai';
import type { Config } from '../../../config';
import type { HostedModel } from '../chat-models';

/**
 * One OpenAI-compatible client per configured model, made on first use and kept for the config's lifetime.
 * Everything the SDK would otherwise read from OPENAI_* variables is passed explicitly (src/config/ reads the
 * environment, nothing else). Retries are off: a person is waiting, and our deadline covers the whole answer.
 */
const clients = new WeakMap<Config, Map<ChatModelId, OpenAI>>();

export function hostedClient(config: Config, hosted: HostedModel): OpenAI {
  let byModel = clients.get(config);
  if (!byModel) {
    byModel = new Map();
    clients.set(config, byModel);
  }
  let client = byModel.get(hosted.id);
  if (!client) {
    client = new OpenAI({
      apiKey: hosted.apiKey,
      baseURL: hosted.baseUrl,
      organization: null,
      project: null,
      webhookSecret: null,
      timeout: config.chat.timeoutMs,
      maxRetries: 0,
      logLevel: 'off',
    });
    byModel.set(hosted.id, client);
  }
  return client;
}
