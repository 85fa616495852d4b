import { anthropicProvider } from './anthropic.js';
import { openAiProvider } from './openai.js';
import type { ChatProvider } from './types.js';

export * from './types.js';

/** The AI settings this folder needs; the app's validated config maps onto it. */
export type AiConfig =
  | { provider: 'none' }
  | { provider: 'anthropic' | 'openai'; model: string; apiKey?: string; baseUrl?: string; maxOutputTokens: number; timeoutMs: number };

/** Picked once at boot; null when no provider is configured. */
export function createChatProvider(config: AiConfig): ChatProvider | null {
  switch (config.provider) {
    case 'none':
      return null;
    case 'anthropic':
      return anthropicProvider({ ...config, apiKey: config.apiKey ?? '' });
    case 'openai':
      return openAiProvider(config);
  }
}
