import type { ChatProvider } from './types.js';

export * from './types.js';

/** The AI settings this folder needs; the app's validated config maps onto it. */
export type AiConfig =
  | { provider: 'none' }
  | { provider: 'anthropic' | 'openai'; model: string; apiKey?: string; baseUrl?: string; maxOutputTokens: number; timeoutMs: number };

/**
 * Picked once at boot; null when no provider is configured. The chosen provider's SDK is
 * imported then, not before: a node without the assistant never loads either.
 */
export async function createChatProvider(config: AiConfig): Promise<ChatProvider | null> {
  switch (config.provider) {
    case 'none':
      return null;
    case 'anthropic':
      return (await import('./anthropic.js')).anthropicProvider({ ...config, apiKey: config.apiKey ?? '' });
    case 'openai':
      return (await import('./openai.js')).openAiProvider(config);
  }
}
