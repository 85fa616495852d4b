import type { Locale } from './index.js';

/**
 * The detail of RENDER_LIMIT_EXCEEDED: which limit a render crossed (`params.limit`) and its
 * value (`params.max`), in each language.
 */
export type Limit = 'pages' | 'pdf_bytes' | 'template_bytes' | 'html_bytes' | 'furniture_bytes' | 'expansion_ms' | 'expansion_mb' | 'diff_ms' | 'diff_mb';

const limits: Record<Locale, Record<Limit, string>> = {
  en: {
    pages: 'more than {max} pages',
    pdf_bytes: 'the PDF is larger than {max} bytes',
    template_bytes: 'the template is larger than {max} bytes',
    html_bytes: 'the template expands to more than {max} bytes of HTML',
    furniture_bytes: 'the header and footer expand to more than {max} bytes of HTML over all pages',
    expansion_ms: 'expanding the template took longer than {max} ms',
    expansion_mb: 'expanding the template needed more than {max} MB of memory',
    diff_ms: 'comparing the pages took longer than {max} ms',
    diff_mb: 'comparing the pages needed more than {max} MB of memory',
  },
  de: {
    pages: 'mehr als {max} Seiten',
    pdf_bytes: 'das PDF ist größer als {max} Bytes',
    template_bytes: 'die Vorlage ist größer als {max} Bytes',
    html_bytes: 'die Vorlage ergibt mehr als {max} Bytes HTML',
    furniture_bytes: 'Kopf- und Fußzeile ergeben über alle Seiten mehr als {max} Bytes HTML',
    expansion_ms: 'das Auswerten der Vorlage dauerte länger als {max} ms',
    expansion_mb: 'das Auswerten der Vorlage brauchte mehr als {max} MB Speicher',
    diff_ms: 'der Vergleich der Seiten dauerte länger als {max} ms',
    diff_mb: 'der Vergleich der Seiten brauchte mehr als {max} MB Speicher',
  },
  fr: {
    pages: 'plus de {max} pages',
    pdf_bytes: 'le PDF dépasse {max} octets',
    template_bytes: 'le modèle dépasse {max} octets',
    html_bytes: 'le modèle produit plus de {max} octets de HTML',
    furniture_bytes: "l'en-tête et le pied de page produisent plus de {max} octets de HTML sur l'ensemble des pages",
    expansion_ms: "l'évaluation du modèle a duré plus de {max} ms",
    expansion_mb: "l'évaluation du modèle a demandé plus de {max} Mo de mémoire",
    diff_ms: 'la comparaison des pages a duré plus de {max} ms',
    diff_mb: 'la comparaison des pages a demandé plus de {max} Mo de mémoire',
  },
  es: {
    pages: 'más de {max} páginas',
    pdf_bytes: 'el PDF supera los {max} bytes',
    template_bytes: 'la plantilla supera los {max} bytes',
    html_bytes: 'la plantilla genera más de {max} bytes de HTML',
    furniture_bytes: 'el encabezado y el pie de página generan más de {max} bytes de HTML en todas las páginas',
    expansion_ms: 'evaluar la plantilla tardó más de {max} ms',
    expansion_mb: 'evaluar la plantilla necesitó más de {max} MB de memoria',
    diff_ms: 'comparar las páginas tardó más de {max} ms',
    diff_mb: 'comparar las páginas necesitó más de {max} MB de memoria',
  },
  pt: {
    pages: 'mais de {max} páginas',
    pdf_bytes: 'o PDF excede {max} bytes',
    template_bytes: 'o modelo excede {max} bytes',
    html_bytes: 'o modelo gera mais de {max} bytes de HTML',
    furniture_bytes: 'o cabeçalho e o rodapé geram mais de {max} bytes de HTML em todas as páginas',
    expansion_ms: 'avaliar o modelo levou mais de {max} ms',
    expansion_mb: 'avaliar o modelo precisou de mais de {max} MB de memória',
    diff_ms: 'comparar as páginas demorou mais de {max} ms',
    diff_mb: 'comparar as páginas precisou de mais de {max} MB de memória',
  },
};

export const LIMITS = Object.keys(limits.en) as Limit[];

export const isLimit = (value: unknown): value is Limit => typeof value === 'string' && value in limits.en;

export function limitText(locale: Locale, limit: Limit, max: string | number | undefined): string {
  return limits[locale][limit].replace('{max}', String(max ?? '?'));
}
