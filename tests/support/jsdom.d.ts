// jsdom ships no types and @types/jsdom is not installed: the slice the site tests use.
declare module 'jsdom' {
  /** A parsed HTML document; scripts are not run unless asked. */
  export class JSDOM {
    constructor(html: string, options?: { url?: string; contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}
