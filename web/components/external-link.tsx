import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address to link to, or null when it is not http(s). Stored URLs are user input, so a
 * `javascript:` or `data:` value must never become a link. A bare domain ("acme.com") gets https.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const candidate = HAS_SCHEME.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!HAS_SCHEME.test(text) && !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

type ExternalLinkProps = { href: string | null | undefined; children: ReactNode; className?: string };

/** Opens an http(s) address in a new tab; anything else is shown as plain text. */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
