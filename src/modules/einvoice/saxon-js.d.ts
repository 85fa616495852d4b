/** The part of SaxonJS 2 (no types of its own) that the e-invoice worker calls. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText?: string;
    /** A document from `parse-xml` (one parse for several stylesheets). */
    sourceNode?: unknown;
    destination: 'document' | 'serialized' | 'raw';
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: unknown };
    XPath: {
      evaluate(xpath: string, context: unknown, options?: { resultForm?: 'array' | 'iterator' | 'default'; params?: Record<string, unknown> }): unknown;
    };
  };
  export default SaxonJS;
}
