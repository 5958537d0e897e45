import {
  CHAT_MODELS,
  type ChatEngine,
  type ChatModelId,
  DEFAULT_CHAT_MODEL,
  type RuntimeConfig,
} from '@kinora/domain';
import type { Config, LlmProviderConfig } from '../../config';

/**
 * Which engine answers for each model: its hosted provider when the operator configured a key for it,
 * otherwise the built-in recommender. Answers and the model picker both say which one it is.
 */

export const BUILT_IN_LABEL = "Kinora's built-in recommender";

export type HostedModel = LlmProviderConfig & { apiKey: string; id: ChatModelId; label: string };

export function hostedModel(config: Config, model: ChatModelId): HostedModel | undefined {
  const provider = config.chat.providers[model];
  const label = CHAT_MODELS.find((m) => m.id === model)?.label ?? model;
  return provider.apiKey ? { ...provider, apiKey: provider.apiKey, id: model, label } : undefined;
}

export function engineFor(config: Config, model: ChatModelId): ChatEngine {
  const hosted = hostedModel(config, model);
  return { model, builtIn: !hosted, label: hosted ? hosted.label : BUILT_IN_LABEL };
}

/** The model picker's list for the browser: names, hosts and the default; never a key. */
export function listChatModels(config: Config): RuntimeConfig['chatModels'] {
  return CHAT_MODELS.map(({ id, label }) => {
    const hosted = hostedModel(config, id);
    return {
      id,
      label,
      builtIn: !hosted,
      host: hosted ? new URL(hosted.baseUrl).host : null,
      isDefault: id === DEFAULT_CHAT_MODEL,
    };
  });
}
