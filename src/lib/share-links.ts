// Share links of a blog post (docs/product.md §7): plain URLs carrying the encoded title and canonical URL,
// no third-party script. Pure.

export interface ShareLink {
  network: 'X (Twitter)' | 'LinkedIn' | 'Facebook' | 'E-mail';
  href: string;
}

/** The four share links of an article. */
export function buildShareLinks(title: string, url: string): ShareLink[] {
  const t = encodeURIComponent(title);
  const u = encodeURIComponent(url);
  return [
    { network: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'E-mail',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
    },
  ];
}
