import { CHAT_MODELS, type ChatModelId } from '@kinora/domain';
import { z } from 'zod';
import { optionalText, optionalUrl } from './fields';

/** The hosted models' time budget and the per-user question limits. */
export const chatEnv = {
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(20_000),
  LLM_USER_PER_MIN: z.coerce.number().int().min(1).max(10_000).default(5),
  LLM_USER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  CHAT_BUILTIN_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(30),
};

const GROQ_BASE_URL = 'https://api.groq.com/openai/v1';
const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta/openai/';

/**
 * One OpenAI-compatible provider per chat model, switched on by its key. `env` names its settings:
 * LLM_<env>_API_KEY, LLM_<env>_BASE_URL and LLM_<env>_MODEL (the model name the endpoint expects).
 */
export const LLM_PROVIDER_DEFAULTS: Readonly<
  Record<ChatModelId, { env: string; baseUrl: string; model: string }>
> = {
  'gemini-2.0-flash': { env: 'GEMINI', baseUrl: GEMINI_BASE_URL, model: 'gemini-2.0-flash' },
  'llama-3.1': { env: 'LLAMA', baseUrl: GROQ_BASE_URL, model: 'llama-3.1-8b-instant' },
  'deepseek-r1': { env: 'DEEPSEEK', baseUrl: GROQ_BASE_URL, model: 'deepseek-r1-distill-llama-70b' },
  'openai/gpt-oss': { env: 'GPT_OSS', baseUrl: GROQ_BASE_URL, model: 'openai/gpt-oss-120b' },
  'groq/compound': { env: 'COMPOUND', baseUrl: GROQ_BASE_URL, model: 'groq/compound' },
};

const llmProviderSchema = (defaults: { baseUrl: string; model: string }) =>
  z.object({
    apiKey: optionalText,
    baseUrl: optionalUrl.default(defaults.baseUrl),
    model: optionalText.default(defaults.model),
  });

export type LlmProviderConfig = { apiKey?: string; baseUrl: string; model: string };

/** Reads the LLM_<env>_* settings of every provider; problems are named by their variable. */
export function readLlmProviders(
  env: Record<string, string | undefined>,
  problems: string[],
): Record<ChatModelId, LlmProviderConfig> {
  const entries = CHAT_MODELS.map(({ id }) => {
    const defaults = LLM_PROVIDER_DEFAULTS[id];
    const prefix = `LLM_${defaults.env}_`;
    const parsed = llmProviderSchema(defaults).safeParse({
      apiKey: env[`${prefix}API_KEY`],
      baseUrl: env[`${prefix}BASE_URL`],
      model: env[`${prefix}MODEL`],
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = { apiKey: 'API_KEY', baseUrl: 'BASE_URL', model: 'MODEL' }[String(issue.path[0])];
        problems.push(`${prefix}${field}: ${issue.message}`);
      }
      return [id, { baseUrl: defaults.baseUrl, model: defaults.model }] as const;
    }
    return [id, parsed.data] as const;
  });
  return Object.fromEntries(entries) as Record<ChatModelId, LlmProviderConfig>;
}
