import type { Locale } from './index.js';

/**
 * Messages for one code in a particular situation, chosen by the `variant` param: the code (and
 * so the status) stays the spec's, the text says what actually happened.
 */
export type Variant = 'SERVICE_UNAVAILABLE:assistant_off' | 'SERVICE_UNAVAILABLE:assistant_provider';

export const variants: Record<Locale, Record<Variant, string>> = {
  en: {
    'SERVICE_UNAVAILABLE:assistant_off': 'The AI assistant is not configured on this server (AI_PROVIDER is none).',
    'SERVICE_UNAVAILABLE:assistant_provider': 'The AI provider is temporarily unavailable; nothing was charged. Retry after {retryAfter} seconds.',
  },
  de: {
    'SERVICE_UNAVAILABLE:assistant_off': 'Der KI-Assistent ist auf diesem Server nicht eingerichtet (AI_PROVIDER ist none).',
    'SERVICE_UNAVAILABLE:assistant_provider': 'Der KI-Anbieter ist vorübergehend nicht erreichbar; es wurde nichts berechnet. Bitte nach {retryAfter} Sekunden erneut versuchen.',
  },
  fr: {
    'SERVICE_UNAVAILABLE:assistant_off': "L'assistant IA n'est pas configuré sur ce serveur (AI_PROVIDER vaut none).",
    'SERVICE_UNAVAILABLE:assistant_provider': "Le fournisseur d'IA est momentanément indisponible ; rien n'a été facturé. Réessayez dans {retryAfter} secondes.",
  },
  es: {
    'SERVICE_UNAVAILABLE:assistant_off': 'El asistente de IA no está configurado en este servidor (AI_PROVIDER es none).',
    'SERVICE_UNAVAILABLE:assistant_provider': 'El proveedor de IA no está disponible temporalmente; no se ha cobrado nada. Reintente dentro de {retryAfter} segundos.',
  },
  pt: {
    'SERVICE_UNAVAILABLE:assistant_off': 'O assistente de IA não está configurado neste servidor (AI_PROVIDER é none).',
    'SERVICE_UNAVAILABLE:assistant_provider': 'O provedor de IA está temporariamente indisponível; nada foi cobrado. Tente novamente após {retryAfter} segundos.',
  },
};
